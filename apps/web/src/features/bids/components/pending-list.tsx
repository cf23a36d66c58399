import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PendingAction } from '@lorrybazaar/contract';
import { paths } from '#config/paths';
import { buttonClass } from '#components/ui/button';
import { formatRupees } from '#lib/format';
import { BIDS_NS } from '#config/i18n-namespaces';
import { usePlaceName } from '#lib/place-names';

/** Where to answer a waiting bid: the screen that lists it for the user's side. */
export function pendingLink(item: PendingAction): string {
  if (item.kind === 'on_load')
    return item.your_side === 'owner'
      ? paths.shared.viewBidsLoad(item.loads_id)
      : paths.shared.viewAllMyTruckBids(item.truck_id);
  return item.your_side === 'owner'
    ? paths.shared.viewBidsTruck(item.truck_id)
    : paths.shared.viewAllMyLoadBids(item.loads_id);
}

/** The bids waiting for the user's answer, newest first, each with the way to answer it. */
export function PendingList({ items, count }: { items: PendingAction[]; count: number }) {
  const { t } = useTranslation(BIDS_NS);
  const placeName = usePlaceName();
  return (
    <section aria-labelledby="pending-title" className="mb-6" data-testid="pending-actions">
      <h2 id="pending-title" className="mb-3 text-lg font-semibold text-slate-900">
        {t('screens.trips.waitingTitle', { count })}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {items.map((item) => {
          const amount = formatRupees(item.amount);
          const key =
            item.your_side === 'bidder' ? 'countered' : item.kind === 'on_load' ? 'bidOnLoad' : 'bidOnTruck';
          return (
            <li
              key={`${item.kind}-${item.bid_id}`}
              className="flex flex-col gap-2 rounded-2xl border-l-4 border-amber-400 bg-white p-4 shadow-sm ring-1 ring-slate-200"
            >
              <p className="font-semibold break-words text-slate-900">
                {t('screens.trips.itemTitle', {
                  material: item.materials_name,
                  from: placeName(item.pickupLoc),
                  to: placeName(item.deliveryLoc),
                })}
              </p>
              <p className="text-sm text-slate-700">
                {t(`screens.trips.${key}`, { name: item.other_name, amount, regNumber: item.regNumber })}
              </p>
              <Link to={pendingLink(item)} className={buttonClass('primary', 'self-start')}>
                {t('screens.trips.answer')}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
