import { useTranslation } from 'react-i18next';
import type { DriverTrip } from '@lorrybazaar/contract';
import { TRACKING_NS } from '#config/i18n-namespaces';
import { CheckInButton } from '#features/tracking/components/check-in';
import { useDriverCheckIn } from '#features/paperwork/api/driver-trip';

/**
 * The driver's check-ins on the driver's page (decisions 039, 040; composed here because they
 * join the paperwork's link and the tracking's button): the steps done, and the next one with the phone's
 * position. The trip's parties see each at once on the trip page.
 */
export function DriverCheckIns({ token, checkIns }: { token: string; checkIns: DriverTrip['check_ins'] }) {
  const { t } = useTranslation(TRACKING_NS);
  const record = useDriverCheckIn(token);
  return (
    <section
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      aria-label={t('timeline.title')}
      data-testid="driver-check-ins"
    >
      <h2 className="mb-2 text-base font-semibold text-slate-900">{t('timeline.title')}</h2>
      {checkIns.done.length ? (
        <ol className="mb-3 space-y-1 text-sm text-slate-800">
          {checkIns.done.map((kind) => (
            <li key={kind} data-testid={`driver-milestone-${kind}`}>
              ✓ {t(`milestones.${kind}`)}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mb-3 text-sm text-slate-600">{t('timeline.empty')}</p>
      )}
      {checkIns.next ? (
        <CheckInButton next={checkIns.next} record={record} />
      ) : (
        checkIns.done.length > 0 && <p className="text-sm text-slate-600">{t('checkIn.done')}</p>
      )}
    </section>
  );
}
