import { useTranslation } from 'react-i18next';

/** "Verified": the person's KYC documents are approved (docs/decisions/029-operator-console.md). */
export function VerifiedBadge() {
  const { t } = useTranslation();
  return (
    <span
      className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-200"
      data-testid="verified-badge"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" width="12" height="12" fill="currentColor">
        <path d="M8.3 13.3 4.7 9.7l1.4-1.4 2.2 2.2 5.6-5.6 1.4 1.4z" />
      </svg>
      {t('trust.verified')}
    </span>
  );
}
