import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MARKETPLACE_CODES, TRUCK_STATUS, heldByPaper } from '@lorrybazaar/contract';
import { paths } from '#config/paths';
import { buttonClass } from '#components/ui/button';
import { useOwnTrucks } from '#api/get-trucks-by-user-id';
import { Icon } from '#components/ui/icons';
import { PageHeader } from '#features/marketplace/components/page-header';
import { PostTruckForm } from '#features/marketplace/components/post-truck-form';
import { CardSkeletons, EmptyState, ErrorState } from '#components/ui/result-states';
import { RoleGate } from '#features/marketplace/components/role-gate';
import { errorText } from '#lib/error-text';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { usePageTitle } from '#lib/use-page-title';
import { usePlaceName } from '#lib/place-names';

function PostTruck({ truckId }: { truckId: string }) {
  const { t } = useTranslation(MARKETPLACE_NS);
  const placeName = usePlaceName();
  // The truck comes from the user's own list: another user's truck simply is not there.
  const trucks = useOwnTrucks('');
  const truck = trucks.data?.data.find((item) => item.truck_id === truckId);
  // Not offered while its RC or insurance is rejected (decision 069): upload it again first.
  const heldBy = truck && heldByPaper(truck.papers);
  const back = (
    <Link to={paths.shared.yourTruck} className={buttonClass('secondary')}>
      {t('screens.postTruck.back')}
    </Link>
  );
  let body;
  if (trucks.isPending) body = <CardSkeletons count={1} />;
  else if (trucks.isError)
    body = (
      <ErrorState
        text={errorText(t, trucks.error, 'screens.errors.truckData', [MARKETPLACE_NS])}
        onRetry={() => void trucks.refetch()}
      />
    );
  else if (!truck) body = <EmptyState text={t(MARKETPLACE_CODES.truckNotFound)} action={back} />;
  else if (truck.trucks_status !== TRUCK_STATUS.added)
    body = <EmptyState text={t(MARKETPLACE_CODES.truckAlreadyPosted)} action={back} />;
  else if (heldBy) body = <EmptyState text={t(`screens.postTruck.${heldBy}Rejected`)} action={back} />;
  else
    body = (
      <>
        <div
          className="mb-4 flex items-center gap-3 rounded-xl bg-brand-50 p-3"
          data-testid="post-truck-summary"
        >
          <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700">
            <Icon name="truck" size={22} />
          </span>
          <div className="min-w-0">
            <p className="truncate font-semibold text-slate-900">{truck.truck_types_name}</p>
            <p className="truncate text-sm text-slate-700">
              <span className="font-mono tracking-wide">{truck.regNumber}</span> ·{' '}
              {truck.truck_capacities_name} · {placeName(truck.location)}
            </p>
          </div>
        </div>
        <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <PostTruckForm truck={truck} />
        </div>
      </>
    );
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('screens.postTruck.title')} subtitle={t('screens.postTruck.subtitle')} />
      {body}
    </div>
  );
}

/** Post Truck (/c/PostTruck/{truck_id}): one of the user's added trucks goes on the marketplace. */
export function PostTruckRoute() {
  const { t } = useTranslation(MARKETPLACE_NS);
  usePageTitle(t('screens.postTruck.title'));
  const { truck_id: truckId = '' } = useParams();
  return (
    <RoleGate capability="trucks">
      <PostTruck truckId={truckId} />
    </RoleGate>
  );
}
