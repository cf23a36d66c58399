import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Tone = 'success' | 'error' | 'info';
interface Toast {
  id: number;
  tone: Tone;
  text: string;
}

const ToastContext = createContext<((tone: Tone, text: string) => void) | null>(null);

const TONES: Record<Tone, string> = {
  success: 'border-brand-500 bg-brand-50 text-brand-900',
  error: 'border-red-500 bg-red-50 text-red-900',
  info: 'border-slate-400 bg-white text-slate-900',
};

/** Accessible toasts, in place of window.alert: announced by a live region. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
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
  return (
    <ToastContext.Provider value={show}>
      {children}
      {/* Toasts sit at the top, under the 64 px top bar, where no form has its Submit button; and
          only their close button takes clicks, so even a toast over a button never blocks it
          (e2e/tests/common/foundation.spec.ts clicks Submit while one shows). */}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 top-[4.5rem] z-50 flex flex-col items-center gap-2 px-4 sm:items-end"
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
    </ToastContext.Provider>
  );
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
