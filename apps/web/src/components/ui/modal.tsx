import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastSlot } from './toast';

const FIELDS = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';
const CONTROLS = `${FIELDS}, button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])`;

/** The first thing to act on in `within`: a control marked `data-autofocus`, else a field, else any control. */
function focusFirst(within: HTMLElement | null): boolean {
  const target =
    within?.querySelector<HTMLElement>('[data-autofocus]') ??
    within?.querySelector<HTMLElement>(FIELDS) ??
    within?.querySelector<HTMLElement>(CONTROLS);
  target?.focus();
  return Boolean(target);
}

/**
 * A native <dialog> shown modally while `open` (the browser traps focus, makes the page inert
 * and turns Escape into `cancel`), with focus where a keyboard or a screen reader needs it:
 * - on opening, on the first thing to act on in `content` (a field before the close button);
 * - when a step inside replaces the focused control (Get OTP → the code boxes, Make a counter
 *   offer → the amount), on the new step's first thing, not on the page behind;
 * - on closing, however it closes (Escape, a button, the parent unmounting it), back on the
 *   control that opened it, without scrolling the page.
 */
export function useDialogFocus(
  dialog: RefObject<HTMLDialogElement | null>,
  content: RefObject<HTMLElement | null>,
  open: boolean,
) {
  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    focusFirst(content.current);
    const refocus = new MutationObserver(() => {
      if (element.open && !element.contains(document.activeElement)) focusFirst(content.current);
    });
    refocus.observe(element, { childList: true, subtree: true });
    return () => {
      refocus.disconnect();
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [dialog, content, open]);
}

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Room for a picture (a document an operator reads) instead of a form's width. */
  wide?: boolean;
}

/** A centred modal on the native <dialog> (useDialogFocus); toasts shown meanwhile appear inside it, above its backdrop. */
export function Modal({ open, onClose, title, children, wide = false }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const { t } = useTranslation();
  useDialogFocus(ref, content, open);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        // React passes a nested dialog's cancel up its tree: only this dialog's own closes it.
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${wide ? 'max-w-3xl' : 'max-w-md'} rounded-2xl bg-white p-0 shadow-xl backdrop:bg-slate-900/50`}
    >
      {open && (
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold text-slate-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="-m-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100"
              aria-label={t('common.close')}
            >
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <div ref={content}>{children}</div>
        </div>
      )}
      {open && <ToastSlot />}
    </dialog>
  );
}
