import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogFocus } from '#components/ui/modal';
import { ToastSlot } from '#components/ui/toast';

/**
 * The phone's menu: a modal <dialog> from the left around the sidebar (useDialogFocus: Escape
 * closes it, the focus goes to its Close button, the first control, and back to the menu button
 * after).
 */
export default function Drawer({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const content = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, content, true);
  return (
    <dialog
      ref={ref}
      aria-label={t('nav.sidebar')}
      onCancel={(event) => {
        event.preventDefault();
        // React passes a nested dialog's cancel up its tree: only this dialog's own closes it.
        if (event.target === event.currentTarget) onClose();
      }}
      // A tap on the backdrop lands on the <dialog> itself, outside the panel.
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className="m-0 h-full max-h-none w-[min(var(--sidebar-width),85vw)] max-w-none bg-transparent p-0 shadow-xl backdrop:bg-slate-900/50 lg:hidden"
    >
      <div ref={content} className="relative h-full">
        <button
          type="button"
          className="absolute top-3 right-3 z-10 inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg bg-white/90 text-slate-700"
          aria-label={t('nav.closeMenu')}
          onClick={onClose}
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        {children}
      </div>
      <ToastSlot />
    </dialog>
  );
}
