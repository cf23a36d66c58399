import { useTranslation } from 'react-i18next';
import { LOAD_STATUS, type OwnLoad } from '@lorrybazaar/contract';
import type { CardAction } from '#features/marketplace/card-actions';
import { formatCount, formatDate, openTrucks } from '#features/marketplace/format';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { Icon } from '#components/ui/icons';
import { Fact, RouteLine } from '#components/ui/route-line';
import { TermsLine } from '#components/ui/terms-line';

const STATUS_STYLE: Record<string, string> = {
  [LOAD_STATUS.open]: 'bg-brand-50 text-brand-700',
  [LOAD_STATUS.booked]: 'bg-blue-50 text-blue-700',
  [LOAD_STATUS.expired]: 'bg-slate-100 text-slate-600',
  [LOAD_STATUS.delivered]: 'bg-brand-50 text-brand-700',
  [LOAD_STATUS.held]: 'bg-amber-50 text-amber-800',
};
const STATUS_KEY: Record<string, string> = {
  [LOAD_STATUS.open]: 'open',
  [LOAD_STATUS.booked]: 'booked',
  [LOAD_STATUS.expired]: 'expired',
  [LOAD_STATUS.delivered]: 'delivered',
  [LOAD_STATUS.held]: 'held',
};

/** One of Your Loads: material, weight, pickup → delivery, its price and terms, pickup date, View Bids. */
export function OwnLoadCard({ load, action }: { load: OwnLoad; action: CardAction<OwnLoad> }) {
  const { t } = useTranslation(MARKETPLACE_NS);
  const status = STATUS_KEY[load.loads_status];
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      aria-labelledby={`own-load-${load.loads_id}`}
      data-testid="own-load-card"
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-accent-400/20 text-accent-500">
          <Icon name="box" size={22} />
        </span>
        <h3
          id={`own-load-${load.loads_id}`}
          className="min-w-0 flex-1 truncate pt-2 text-base font-semibold text-slate-900"
        >
          {load.materials_name}
        </h3>
        {status && (
          <span
            data-testid="load-status"
            className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[load.loads_status]}`}
          >
            {t(`screens.status.load.${status}`)}
          </span>
        )}
      </div>
      <RouteLine from={load.pickupLoc} to={load.deliveryLoc} />
      <TermsLine terms={load} />
      {load.loads_status === LOAD_STATUS.held && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="held-note">
          {t('screens.heldNote')}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3">
        <Fact label={t('screens.cards.weightCapacity')} value={load.truck_capacities_name} />
        <Fact
          label={t('screens.cards.pickupDate')}
          value={formatDate(load.pickupDate)}
          testId="pickup-date"
        />
        <Fact label={t('screens.cards.truckType')} value={load.truck_types_name} />
        <Fact
          label={t('screens.cards.trucks')}
          value={
            load.loads_status === LOAD_STATUS.open
              ? openTrucks(t, load.trucks_open, load.no_of_trucks)
              : formatCount(load.no_of_trucks)
          }
        />
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-1">{action(load, `own-load-${load.loads_id}`)}</div>
    </article>
  );
}
