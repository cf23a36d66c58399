import { useTranslation } from 'react-i18next';
import { APP_STORE_URL, BRAND_NAME } from '#config/app';
import { PUBLIC_NS } from '#config/i18n-namespaces';

/** Size of the badge, also used by its placeholder so nothing moves while the text loads. */
export const APP_BADGE_CLASS = 'h-11 w-36';

/**
 * The app-store badge of the top bar and the menu drawer: drawn here in text and SVG (no store
 * artwork or logo), so it is translated and sharp at any size.
 */
export function AppStoreBadge() {
  const { t } = useTranslation(PUBLIC_NS);
  return (
    <a
      href={APP_STORE_URL}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${t('appBadge.label', { brand: BRAND_NAME })} ${t('common.newTab')}`}
      className={`${APP_BADGE_CLASS} inline-flex shrink-0 items-center gap-2 rounded-lg bg-slate-900 px-2.5 text-white ring-1 ring-slate-700 hover:bg-slate-800`}
    >
      <svg width="22" height="24" viewBox="0 0 22 24" fill="none" aria-hidden="true">
        <rect x="3" y="1" width="16" height="22" rx="3" stroke="currentColor" strokeWidth="1.8" />
        <path d="M11 6v9m-3.5-3.5L11 15l3.5-3.5" stroke="#f5b301" strokeWidth="2" strokeLinecap="round" />
        <path d="M8.5 19.5h5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="truncate text-[10px] uppercase tracking-wide text-slate-300">
          {t('appBadge.downloadOn')}
        </span>
        <span className="truncate text-sm font-semibold">{t('appBadge.store')}</span>
      </span>
    </a>
  );
}
