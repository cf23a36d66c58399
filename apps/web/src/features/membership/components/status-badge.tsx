import { useTranslation } from 'react-i18next';
import type { SubscriptionStatus } from '@lorrybazaar/contract';
import { MEMBERSHIP_NS } from '#config/i18n-namespaces';

const TONES: Record<SubscriptionStatus, string> = {
  free: 'bg-slate-100 text-slate-700',
  trial: 'bg-amber-100 text-amber-900',
  active: 'bg-brand-100 text-brand-900',
  expired: 'bg-red-100 text-red-800',
};

export function StatusBadge({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation(MEMBERSHIP_NS);
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}
      data-testid="subscription-status"
    >
      {t(`status.${status}`)}
    </span>
  );
}
