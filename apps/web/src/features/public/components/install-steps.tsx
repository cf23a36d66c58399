import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '#config/app';
import { PUBLIC_NS } from '#config/i18n-namespaces';
import { Button } from '#components/ui/button';
import { Modal } from '#components/ui/modal';

const STEPS = {
  android: ['installApp.androidMenu', 'installApp.androidChoose', 'installApp.androidConfirm'],
  iphone: ['installApp.iphoneShare', 'installApp.iphoneAdd'],
} as const;

/** How to install from the browser's menu, for a browser that offers no install dialog of its own. */
export default function InstallSteps({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(PUBLIC_NS);
  return (
    <Modal open onClose={onClose} title={t('installApp.title', { brand: BRAND_NAME })}>
      <p className="text-sm text-slate-700">{t('installApp.why')}</p>
      {(['android', 'iphone'] as const).map((phone) => (
        <section key={phone} className="mt-4">
          <h3 className="font-semibold text-slate-900">{t(`installApp.${phone}`)}</h3>
          <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm text-slate-700">
            {STEPS[phone].map((step) => (
              <li key={step}>{t(step, { brand: BRAND_NAME })}</li>
            ))}
          </ol>
        </section>
      ))}
      <Button onClick={onClose} className="mt-6 w-full">
        {t('installApp.ok')}
      </Button>
    </Modal>
  );
}
