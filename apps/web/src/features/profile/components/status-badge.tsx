import { useTranslation } from 'react-i18next';
import { documentStatusName, type DocumentStatus } from '@lorrybazaar/contract';
import { PROFILE_NS } from '#config/i18n-namespaces';

const TONES = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  approved: 'bg-brand-50 text-brand-700 ring-brand-100',
  rejected: 'bg-red-50 text-red-700 ring-red-200',
  none: 'bg-slate-100 text-slate-600 ring-slate-200',
} as const;

/** A document's status, or "Not uploaded". */
export function StatusBadge({ status }: { status: DocumentStatus | null }) {
  const { t } = useTranslation(PROFILE_NS);
  const name = status ? documentStatusName(status) : 'none';
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[name]}`}
      data-testid="document-status"
    >
      {name === 'none' ? t('page.notUploaded') : t(`status.${name}`)}
    </span>
  );
}

/** Verified when both documents are approved (docs/decisions/010). */
export function VerificationBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-semibold ring-1 ${
        verified ? TONES.approved : TONES.none
      }`}
      title={verified ? t('verification.verifiedHint') : t('verification.notVerifiedHint')}
      data-testid="verification-badge"
    >
      {verified ? (
        <svg width="14" height="14" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M10 1l2.4 2 3.1-.2.8 3 2.5 1.9-1.2 2.9 1.2 2.9-2.5 1.9-.8 3-3.1-.2L10 19l-2.4-2-3.1.2-.8-3L1.2 12.3l1.2-2.9-1.2-2.9 2.5-1.9.8-3 3.1.2z"
            fill="currentColor"
          />
          <path
            d="M6.5 10.2l2.3 2.3 4.7-4.9"
            stroke="#fff"
            strokeWidth="1.8"
            fill="none"
            strokeLinecap="round"
          />
        </svg>
      ) : null}
      {verified ? t('verification.verified') : t('verification.notVerified')}
    </span>
  );
}
