import { useTranslation } from 'react-i18next';
import { SCHEDULE_STATUS } from '@lorrybazaar/contract';
import { SCHEDULES_NS } from '#config/i18n-namespaces';

const KEY: Record<string, 'scheduled' | 'inTransit' | 'delivered' | 'cancelled'> = {
  [SCHEDULE_STATUS.scheduled]: 'scheduled',
  [SCHEDULE_STATUS.inTransit]: 'inTransit',
  [SCHEDULE_STATUS.delivered]: 'delivered',
  [SCHEDULE_STATUS.cancelled]: 'cancelled',
};
const STYLE = {
  scheduled: 'bg-blue-50 text-blue-700',
  inTransit: 'bg-amber-100 text-amber-900',
  delivered: 'bg-brand-50 text-brand-700',
  cancelled: 'bg-red-50 text-red-800',
} as const;

export const scheduleStatusKey = (status: string) => KEY[status] ?? 'scheduled';

/** Scheduled → in transit (lorry receipt up) → delivered (proof of delivery up); or cancelled. */
export function ScheduleStatus({ status }: { status: string }) {
  const { t } = useTranslation(SCHEDULES_NS);
  const key = scheduleStatusKey(status);
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STYLE[key]}`}
      data-testid="schedule-status"
    >
      {t(`screens.status.${key}`)}
    </span>
  );
}
