import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '#config/app';
import { PUBLIC_NS } from '#config/i18n-namespaces';
import { useToast } from '#components/ui/toast';
import { install, useInstallState } from '#lib/offline/install-app';

// The steps are read by those whose browser offers no install dialog: loaded when asked for.
const InstallSteps = lazy(() => import('./install-steps'));

/**
 * The badge's height and least width, also those of its placeholder while the text loads; it is
 * as wide as its text ("Install the app" is twice as long in Malayalam as in English).
 */
export const APP_BADGE_CLASS = 'h-11 min-w-40';

const LOOK = {
  badge: `${APP_BADGE_CLASS} inline-flex shrink-0 items-center gap-2 rounded-lg bg-slate-900 px-2.5 text-left text-white ring-1 ring-slate-700 hover:bg-slate-800`,
  footer:
    'mt-2 inline-flex min-h-11 items-center gap-2 rounded-lg bg-white/10 px-4 text-sm font-semibold text-white hover:bg-white/20',
};

/**
 * "Install the app" (the top bar, the menu drawer, the footer): the browser's own install dialog
 * where it offers one (lib/offline/install-app.ts), else the steps of the browser's menu. Not
 * shown in the installed app. Drawn in text and SVG, so it is translated and sharp at any size.
 */
export function InstallAppButton({ look }: { look: keyof typeof LOOK }) {
  const { t } = useTranslation(PUBLIC_NS);
  const toast = useToast();
  const state = useInstallState();
  const [steps, setSteps] = useState(false);
  if (state === 'installed') return null;

  const onClick = async () => {
    const outcome = await install();
    if (outcome === 'manual') setSteps(true);
    else if (outcome === 'accepted') toast.success(t('installApp.adding', { brand: BRAND_NAME }));
  };

  return (
    <>
      <button
        type="button"
        onClick={() => void onClick()}
        aria-haspopup="dialog"
        aria-label={look === 'badge' ? t('installApp.label', { brand: BRAND_NAME }) : undefined}
        className={LOOK[look]}
      >
        {look === 'badge' ? (
          <>
            <svg width="22" height="24" viewBox="0 0 22 24" fill="none" aria-hidden="true">
              <rect x="3" y="1" width="16" height="22" rx="3" stroke="currentColor" strokeWidth="1.8" />
              <path
                d="M11 6v9m-3.5-3.5L11 15l3.5-3.5"
                stroke="#f5b301"
                strokeWidth="2"
                strokeLinecap="round"
              />
              <path d="M8.5 19.5h5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
            <span className="flex flex-col leading-tight">
              <span className="text-[10px] whitespace-nowrap uppercase tracking-wide text-slate-300">
                {t('installApp.onYourPhone')}
              </span>
              <span className="text-sm font-semibold whitespace-nowrap">{t('installApp.install')}</span>
            </span>
          </>
        ) : (
          t('installApp.install')
        )}
      </button>
      {steps && (
        <Suspense fallback={null}>
          <InstallSteps onClose={() => setSteps(false)} />
        </Suspense>
      )}
    </>
  );
}
