import { useParams } from 'react-router';
import { useToastsOverTopBar } from '#components/ui/toast';
import { DriverTripPage } from '#features/paperwork/components/driver-trip-page';
import { DriverCheckIns } from './driver-check-ins';

/** /d/{token}: the driver's page of one trip, from the SMS link (no account; docs/decisions/039). */
export function DriverTripRoute() {
  const token = useParams().token ?? '';
  // Its check-in and call buttons fill a phone's screen down to the bottom (docs/decisions/059).
  useToastsOverTopBar();
  return (
    <DriverTripPage
      token={token}
      checkIns={(trip) => (
        <DriverCheckIns token={token} checkIns={trip.check_ins} delivered={trip.status === 'delivered'} />
      )}
    />
  );
}
