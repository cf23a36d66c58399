import { useParams } from 'react-router';
import { DriverTripPage } from '#features/paperwork/components/driver-trip-page';

/** /d/{token}: the driver's page of one trip, from the SMS link (no account; docs/decisions/039). */
export function DriverTripRoute() {
  return <DriverTripPage token={useParams().token ?? ''} />;
}
