import { useTranslation } from 'react-i18next';
import { TRIP_MILESTONES, type DriverTrip } from '@lorrybazaar/contract';
import { CardSection } from '#components/ui/card-section';
import { TRACKING_NS } from '#config/i18n-namespaces';
import { CheckInButton } from '#features/tracking/components/check-in';
import { LocationSharing } from '#features/tracking/components/location-sharing';
import { driverPositionsChannel, useDriverCheckIn } from '#features/paperwork/api/driver-trip';

/**
 * The driver's check-ins on the driver's page (decisions 039, 040, 051; composed here because they
 * join the paperwork's link and the tracking's button): the steps done, the next one with the
 * phone's position, and the phone's position every 5 minutes while the page shares it (after its
 * consent screen). The trip's parties see each at once on the trip page.
 */
export function DriverCheckIns({
  token,
  checkIns,
  delivered,
}: {
  token: string;
  checkIns: DriverTrip['check_ins'];
  /** A delivered trip takes only the delivery's own steps: a step nobody checked in is not coming. */
  delivered: boolean;
}) {
  const { t } = useTranslation(TRACKING_NS);
  const record = useDriverCheckIn(token);
  return (
    <CardSection title={t('timeline.title')} testId="driver-check-ins">
      {checkIns.done.length ? (
        <ol className="mb-3 space-y-1 text-sm text-slate-800">
          {checkIns.done.map((kind) => (
            <li key={kind} data-testid={`driver-milestone-${kind}`}>
              ✓ {t(`milestones.${kind}`)}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mb-3 text-sm text-slate-600">
          {t(delivered ? 'timeline.notRecorded' : 'timeline.empty')}
        </p>
      )}
      {checkIns.next ? (
        <div className="space-y-4">
          <CheckInButton next={checkIns.next} record={record} />
          <LocationSharing channel={driverPositionsChannel(token)} lastPositionAt={null} who="driver" />
        </div>
      ) : (
        checkIns.done.length === TRIP_MILESTONES.length && (
          <p className="text-sm text-slate-600">{t('checkIn.done')}</p>
        )
      )}
    </CardSection>
  );
}
