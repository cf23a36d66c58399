import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

type Tone = 'success' | 'error' | 'info';
interface Toast {
  id: number;
  tone: Tone;
  text: string;
}

const ToastContext = createContext<((tone: Tone, text: string) => void) | null>(null);
/** Where an open modal offers the toasts a place (ToastSlot); returns how to take it back. */
const SlotContext = createContext<(slot: HTMLElement) => () => void>(() => () => undefined);
/** A page asks for its toasts over the top bar on a phone (useToastsOverTopBar); returns how to take it back. */
const TopBarContext = createContext<() => () => void>(() => () => undefined);

// Whole class names, as Tailwind finds them in the source.
const AT_BOTTOM = 'bottom-[max(1rem,env(safe-area-inset-bottom))]';
/** Over the 64 px top bar on a phone, back at the bottom corner from 640 px (docs/decisions/059). */
const OVER_TOP_BAR =
  'top-[max(0.5rem,env(safe-area-inset-top))] sm:top-auto sm:bottom-[max(1rem,env(safe-area-inset-bottom))]';

const TONES: Record<Tone, string> = {
  success: 'border-brand-500 bg-brand-50 text-brand-900',
  error: 'border-red-500 bg-red-50 text-red-900',
  info: 'border-slate-400 bg-white text-slate-900',
};

/**
 * Accessible toasts, in place of window.alert: announced by a live region (docs/decisions/041).
 * They sit at the bottom of the screen, where they cover no page title or greeting, and only
 * their close button takes clicks, so even a toast over a Submit button never blocks it. While
 * a modal is open they are drawn inside it (its ToastSlot): a modal <dialog> is in the browser's
 * top layer, above anything else on the page, and makes the rest inert, so a toast outside it
 * would sit under its backdrop and not be announced. A page whose actions fill a phone's screen
 * down to the bottom (the driver's page) has them over the top bar instead (useToastsOverTopBar).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [slots, setSlots] = useState<HTMLElement[]>([]);
  const [overTopBar, setOverTopBar] = useState(0);
  const { t } = useTranslation();
  const dismiss = useCallback(
    (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  );
  const show = useCallback(
    (tone: Tone, text: string) => {
      const id = Date.now() + Math.random();
      setToasts((list) => [...list.slice(-2), { id, tone, text }]);
      window.setTimeout(() => dismiss(id), tone === 'error' ? 8000 : 5000);
    },
    [dismiss],
  );
  const offer = useCallback((slot: HTMLElement) => {
    setSlots((list) => [...list, slot]);
    return () => setSlots((list) => list.filter((item) => item !== slot));
  }, []);
  const askTopBar = useCallback(() => {
    setOverTopBar((count) => count + 1);
    return () => setOverTopBar((count) => count - 1);
  }, []);
  const slot = slots.at(-1);

  const region = (
    <div
      aria-live="polite"
      className={`pointer-events-none fixed inset-x-0 z-50 flex flex-col items-center gap-2 px-4 sm:items-end ${
        // Inside a modal always at its bottom: the page's top bar is under the backdrop there.
        overTopBar > 0 && !slot ? OVER_TOP_BAR : AT_BOTTOM
      }`}
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.tone === 'error' ? 'alert' : 'status'}
          data-testid="toast"
          className={`flex w-full max-w-md items-start gap-3 rounded-lg border-l-4 px-4 py-3 shadow-lg ${TONES[toast.tone]}`}
        >
          <p className="flex-1 text-sm font-medium">{toast.text}</p>
          <button
            type="button"
            onClick={() => dismiss(toast.id)}
            className="pointer-events-auto -my-1 -mr-2 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded text-lg leading-none hover:bg-black/5"
            aria-label={t('common.dismiss')}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
  return (
    <ToastContext.Provider value={show}>
      <SlotContext.Provider value={offer}>
        <TopBarContext.Provider value={askTopBar}>
          {children}
          {slot ? createPortal(region, slot) : region}
        </TopBarContext.Provider>
      </SlotContext.Provider>
    </ToastContext.Provider>
  );
}

/** Inside a modal: the toasts are drawn here while it is mounted (the latest modal wins). */
export function ToastSlot() {
  const offer = useContext(SlotContext);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => (slot ? offer(slot) : undefined), [offer, slot]);
  return <div ref={setSlot} />;
}

/**
 * While the calling page is mounted its toasts sit over the top bar on a phone: the bar holds
 * none of the page's actions and no title, where the bottom of a full phone screen holds a button.
 */
export function useToastsOverTopBar() {
  const ask = useContext(TopBarContext);
  useEffect(() => ask(), [ask]);
}

export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast outside ToastProvider');
  return useMemo(
    () => ({
      success: (text: string) => show('success', text),
      error: (text: string) => show('error', text),
      info: (text: string) => show('info', text),
    }),
    [show],
  );
}
