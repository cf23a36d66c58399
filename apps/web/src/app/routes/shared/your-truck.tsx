import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { TRUCK_STATUS, can, roleFromUserTypeId } from '@lorrybazaar/contract';
import { paths } from '#config/paths';
import { buttonClass } from '#components/ui/button';
import { useOwnTrucks } from '#api/get-trucks-by-user-id';
import { Icon } from '#components/ui/icons';
import { Listing } from '#features/marketplace/components/listing';
import { OwnTruckCard } from '#features/marketplace/components/own-truck-card';
import { ReturnLoads } from '#features/returns/components/return-loads';
import { bidWithTruck } from './bid-actions';
import { viewTruckBids } from './view-bids-actions';
import { PageHeader } from '#features/marketplace/components/page-header';
import { RoleGate } from '#features/marketplace/components/role-gate';
import { WithheldNotice } from '#features/marketplace/components/withheld-notice';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { usePageTitle } from '#lib/use-page-title';
import { useSession } from '#lib/store';

/** The chips of Your Truck and the trucks_status each asks for (All is no value). */
const CHIPS = [
  { key: 'all', status: '' },
  { key: 'added', status: TRUCK_STATUS.added },
  { key: 'posted', status: TRUCK_STATUS.posted },
] as const;

function YourTruck() {
  const { t } = useTranslation(MARKETPLACE_NS);
  const [params, setParams] = useSearchParams();
  const status = CHIPS.find((chip) => chip.status && chip.status === params.get('status'))?.status ?? '';
  const query = useOwnTrucks(status);
  const addTruck = (
    <Link to={paths.shared.addTruck} className={buttonClass('primary')}>
      <Icon name="plus" />
      {t('screens.yourTruck.addTruck')}
    </Link>
  );
  return (
    <div>
      <PageHeader
        title={t('screens.yourTruck.title')}
        subtitle={t('screens.yourTruck.subtitle')}
        actions={addTruck}
      />
      <WithheldNotice />
      <div role="group" aria-label={t('screens.yourTruck.filter')} className="mb-5 flex flex-wrap gap-2">
        {CHIPS.map((chip) => {
          const selected = chip.status === status;
          return (
            <button
              key={chip.key}
              type="button"
              aria-pressed={selected}
              onClick={() => setParams(chip.status ? { status: chip.status } : {})}
              className={`min-h-11 rounded-full border px-5 text-sm font-semibold transition-colors ${
                selected
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
              }`}
            >
              {t(`screens.yourTruck.chips.${chip.key}`)}
            </button>
          );
        })}
      </div>
      <Listing
        query={query}
        label={t('screens.yourTruck.title')}
        itemKey={(truck) => truck.truck_id}
        renderItem={(truck) => (
          <OwnTruckCard
            truck={truck}
            action={viewTruckBids}
            footer={<ReturnLoads truckId={truck.truck_id} bid={bidWithTruck} />}
          />
        )}
        emptyText={t('screens.empty.ownTrucks')}
        errorKey="screens.errors.truckData"
      />
    </div>
  );
}

/**
 * Your Truck (/c/YourTruck): for the roles that own trucks (docs/api.md, Roles). A shipper owns none,
 * so an old link or bookmark takes them to the trucks they can hire (docs/decisions/005).
 */
export function YourTruckRoute() {
  const { t } = useTranslation(MARKETPLACE_NS);
  const role = roleFromUserTypeId(useSession().user_types_id);
  usePageTitle(t('screens.yourTruck.title'));
  if (role && !can(role, 'ownTrucks')) return <Navigate to={paths.shared.trucks} replace />;
  return (
    <RoleGate capability="trucks">
      <YourTruck />
    </RoleGate>
  );
}
