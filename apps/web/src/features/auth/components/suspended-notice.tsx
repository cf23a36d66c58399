import { useTranslation } from 'react-i18next';
import { Modal } from '#components/ui/modal';
import { CallSupport } from './call-support';

/**
 * Said once when a suspension ended the session while the user was signed in (the app lands on
 * the landing page; docs/decisions/041): why, and whom to call.
 */
export function SuspendedDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open onClose={onClose} title={t('signIn.suspendedTitle')}>
      <p className="text-sm text-slate-700">{t('errors.auth.suspended')}</p>
      <p className="mt-3 text-sm">
        <CallSupport />
      </p>
    </Modal>
  );
}
