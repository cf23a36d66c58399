import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button';
import { Modal } from '#components/ui/modal';
import { useLogout } from '#lib/session/use-logout';

/** "Log out?": the safe answer, Stay signed in, has the focus. */
export default function LogoutConfirm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Modal open onClose={onClose} title={t('nav.logoutTitle')}>
      <p className="text-sm text-slate-700">{t('nav.logoutText')}</p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose} data-autofocus>
          {t('nav.logoutCancel')}
        </Button>
        <Button variant="danger" onClick={() => void logout()}>
          {t('nav.logoutConfirm')}
        </Button>
      </div>
    </Modal>
  );
}
