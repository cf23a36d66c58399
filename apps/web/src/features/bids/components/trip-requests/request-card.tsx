import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BIDS_NS } from '#config/i18n-namespaces';
import { Icon } from '#components/ui/icons';
import { RouteLine } from '#components/ui/route-line';
import { Spinner } from '#components/ui/spinner';
import { errorText } from '#lib/error-text';
import { usePlaceName } from '#lib/place-names';
import type { MatchSide, RequestSide } from './sides';

export function Waiting() {
  return (
    <div className="flex justify-center py-4">
      <Spinner />
    </div>
  );
}

/** A few listings that fit one of mine, each with Bid Now, and the full search prefilled. */
function Matches<Item, Match>({ side, item }: { side: MatchSide<Item, Match>; item: Item }) {
  const { t } = useTranslation(BIDS_NS);
  const placeName = usePlaceName();
  const query = side.useMatches(item);
  return (
    <div className="mt-4 border-t border-slate-100 pt-4">
      <h4 className="mb-2 text-sm font-semibold text-slate-900">{t(side.headingKey)}</h4>
      {query.isPending ? (
        <Waiting />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(t, query.error, 'screens.trips.suggestionsFailed')}
        </p>
      ) : query.data.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t(side.emptyKey)}</p>
      ) : (
        <ul className="space-y-2" data-testid={side.testId}>
          {query.data.data
            .map((match) => side.row(match, item, placeName))
            .map((row) => (
              <li
                key={row.id}
                className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900" id={row.id}>
                    {row.title}
                  </p>
                  <p className="text-sm text-slate-600">{row.detail}</p>
                </div>
                {row.action}
              </li>
            ))}
        </ul>
      )}
      <Link
        to={side.searchTo(item)}
        className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
      >
        {t(side.searchKey)}
      </Link>
    </div>
  );
}

/** One of my open loads or posted trucks: what it is, the bids waiting, View Bids, its route, what fits it. */
export function RequestCard<Item, Match>({
  side,
  item,
  waiting,
}: {
  side: RequestSide<Item, Match>;
  item: Item;
  waiting: number;
}) {
  const { t } = useTranslation(BIDS_NS);
  const headingId = `${side.testId}-${side.key(item)}`;
  const route = side.route(item);
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid={side.testId}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <span
            className={`inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg ${
              side.icon === 'box' ? 'bg-accent-400/20 text-accent-500' : 'bg-brand-50 text-brand-700'
            }`}
          >
            <Icon name={side.icon} size={22} />
          </span>
          <div className="min-w-0">
            <h3 id={headingId} className="text-base font-semibold text-slate-900">
              {side.title(item)}
            </h3>
            <p className="text-sm text-slate-600">{side.detail(item, t)}</p>
            <p className="text-sm font-medium text-slate-800" data-testid="waiting-count">
              {waiting > 0 ? t('screens.trips.waiting', { count: waiting }) : t('screens.trips.noneWaiting')}
            </p>
          </div>
        </div>
        {side.bidsLink(item, headingId)}
      </div>
      {route && (
        <div className="mt-3">
          <RouteLine from={route.from} to={route.to} />
        </div>
      )}
      <Matches side={side.matches} item={item} />
    </article>
  );
}
