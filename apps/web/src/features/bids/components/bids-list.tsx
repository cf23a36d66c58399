import { Fragment, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RatingBadge } from '#components/ui/rating-badge';
import { DaysToPayBadge } from '#components/ui/days-to-pay-badge';
import { Link } from 'react-router';
import { paths } from '#config/paths';
import { Button, buttonClass } from '#components/ui/button';
import { bidState, isOpen, type BidView } from '#features/bids/bid-view';
import { formatDate, formatRupees } from '#lib/format';
import { usePlaceName } from '#lib/place-names';
import { BIDS_NS } from '#config/i18n-namespaces';
import { PHONE_QUERY, useMediaQuery } from '#lib/use-media-query';
import { BidStatus } from './bid-status';
import { NegotiationHistory } from './negotiation-history';
import { ReportButton } from '#components/ui/report-button';
import { VerifiedBadge } from '#components/ui/verified-badge';
import { sendReport } from '#api/report';
import { RespondModal } from './respond-modal';

/**
 * 'load' tables list trucks (bids on my load, or the posted trucks my load bid on): Date, Driver
 * name, Truck type, Register number, Amount, Action. 'truck' tables list loads: Date, Shipper
 * name, Material, From, To, Amount, Action.
 */
export type BidsLayout = 'load' | 'truck';

interface Props {
  bids: BidView[];
  layout: BidsLayout;
  /** Header of the other party's column ('Driver name', 'Shipper name', …). */
  nameLabel: string;
  /** Accessible name of the table. */
  caption: string;
}

/** The bids as a table, or as cards on a phone; a row opens its details and negotiation. */
export function BidsList({ bids, layout, nameLabel, caption }: Props) {
  const phone = useMediaQuery(PHONE_QUERY);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [responding, setResponding] = useState<BidView | null>(null);
  const toggle = (id: string) => setExpanded((current) => (current === id ? null : id));
  const props = { layout, nameLabel, expanded, toggle, respond: setResponding };
  return (
    <>
      {phone ? (
        <BidCards bids={bids} caption={caption} {...props} />
      ) : (
        <BidTable bids={bids} caption={caption} {...props} />
      )}
      {responding && <RespondModal bid={responding} onClose={() => setResponding(null)} />}
    </>
  );
}

interface ViewProps extends Omit<Props, 'bids'> {
  bids: BidView[];
  expanded: string | null;
  toggle: (id: string) => void;
  respond: (bid: BidView) => void;
}

const columns = (layout: BidsLayout) =>
  layout === 'load'
    ? (['date', 'name', 'truckType', 'regNumber', 'amount', 'action'] as const)
    : (['date', 'name', 'material', 'from', 'to', 'amount', 'action'] as const);

type Column = ReturnType<typeof columns>[number];

function cell(
  bid: BidView,
  column: Exclude<Column, 'action' | 'name' | 'amount'>,
  placeName: (place: string) => string,
): string {
  switch (column) {
    case 'date':
      return formatDate(bid.createdAt);
    case 'truckType':
      return bid.truck.type;
    case 'regNumber':
      return bid.truck.regNumber;
    case 'material':
      return bid.load.material;
    case 'from':
      return placeName(bid.load.from);
    case 'to':
      return placeName(bid.load.to);
  }
}

/** Name of the other party, with their role for bids received (a bidder may be any role). */
function PartyName({ bid }: { bid: BidView }) {
  return (
    <span className="block min-w-0">
      <span className="block font-medium break-words text-slate-900">{bid.otherName}</span>
      {bid.yourSide === 'owner' && bid.bidderVerified && <VerifiedBadge />}
      {bid.yourSide === 'owner' && bid.bidderType && (
        <span className="block text-xs text-slate-500">{bid.bidderType}</span>
      )}
      {bid.yourSide === 'owner' && <RatingBadge rating={bid.bidderRating} />}
      {bid.yourSide === 'owner' && <DaysToPayBadge payment={bid.bidderPayment} />}
    </span>
  );
}

function Amount({ bid }: { bid: BidView }) {
  const { t } = useTranslation(BIDS_NS);
  return (
    <span className="block">
      <span className="block font-semibold whitespace-nowrap text-slate-900" data-testid="bid-amount">
        {formatRupees(bid.currentAmount)}
      </span>
      {bid.counters > 0 && (
        <span className="block text-xs whitespace-nowrap text-slate-500">
          {t('screens.table.firstBid', { amount: formatRupees(bid.firstAmount) })}
        </span>
      )}
    </span>
  );
}

/**
 * The row's action: answer (Accept / Counter / Decline: every answer named, so a counter offer is
 * not hidden behind an "Accept / Reject"), see the trip, or where the bid stands.
 */
function Action({ bid, respond }: { bid: BidView; respond: (bid: BidView) => void }) {
  const { t } = useTranslation(BIDS_NS);
  const state = bidState(bid);
  const stop = (event: MouseEvent) => event.stopPropagation();
  if (isOpen(bid) && (bid.yourTurn || bid.yourSide === 'owner'))
    return (
      <div className="flex flex-col items-start gap-2">
        <Button
          // Three answers in Malayalam or Tamil do not fit a phone's card on one line.
          className="text-center"
          variant={bid.yourTurn ? 'primary' : 'secondary'}
          onClick={(event) => {
            stop(event);
            respond(bid);
          }}
        >
          {bid.yourSide === 'owner' ? t('screens.respond.ownerChoices') : t('screens.table.acceptCounter')}
        </Button>
        <BidStatus state={state} />
      </div>
    );
  if (state === 'accepted' && bid.scheduleId)
    return (
      <div className="flex flex-col items-start gap-2">
        <Link
          to={paths.shared.scheduleDetail(bid.scheduleId)}
          onClick={stop}
          className={buttonClass('secondary', 'whitespace-nowrap')}
        >
          {t('screens.table.viewTrip')}
        </Link>
        <BidStatus state={state} />
      </div>
    );
  return <BidStatus state={state} />;
}

/** What an opened row shows: the bid's facts, then its negotiation. */
function BidDetails({ bid }: { bid: BidView }) {
  const { t } = useTranslation(BIDS_NS);
  const placeName = usePlaceName();
  const facts = [
    { label: t('screens.details.truck'), value: `${bid.truck.type} – ${bid.truck.regNumber}` },
    { label: t('screens.details.load'), value: `${bid.load.material} · ${bid.load.weight}` },
    { label: t('screens.details.route'), value: `${placeName(bid.load.from)} → ${placeName(bid.load.to)}` },
    { label: t('screens.details.pickupDate'), value: formatDate(bid.load.pickupDate) },
    { label: t('screens.details.firstBid'), value: formatRupees(bid.firstAmount) },
    { label: t('screens.details.current'), value: formatRupees(bid.currentAmount) },
  ];
  return (
    <div className="grid gap-4 md:grid-cols-2" data-testid="bid-details">
      <dl className="grid grid-cols-2 content-start gap-3">
        {facts.map((fact) => (
          <div key={fact.label} className="min-w-0">
            <dt className="text-xs text-slate-500">{fact.label}</dt>
            <dd className="text-sm font-medium break-words text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <NegotiationHistory bid={bid} />
      <div className="md:col-span-2">
        <ReportButton
          testId="report-bid"
          send={(reason, note) => sendReport({ target_kind: 'bid', target_id: bid.id, reason, note })}
        />
      </div>
    </div>
  );
}

function BidTable({ bids, layout, nameLabel, caption, expanded, toggle, respond }: ViewProps) {
  const { t } = useTranslation(BIDS_NS);
  const placeName = usePlaceName();
  const cols = columns(layout);
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left text-sm" data-testid="bids-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            {cols.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column === 'name' ? nameLabel : t(`screens.table.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {bids.map((bid) => {
            const open = expanded === bid.id;
            const panelId = `bid-${bid.kind}-${bid.id}`;
            return (
              <Fragment key={bid.id}>
                <tr
                  className={`cursor-pointer border-t border-slate-100 align-top hover:bg-slate-50 ${open ? 'bg-slate-50' : ''}`}
                  onClick={() => toggle(bid.id)}
                  data-testid="bid-row"
                >
                  {cols.map((column) => (
                    <td key={column} className="px-4 py-3 text-slate-800">
                      {column === 'date' ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 font-medium whitespace-nowrap text-slate-900"
                          aria-expanded={open}
                          aria-controls={panelId}
                          aria-label={t('screens.table.toggle', {
                            date: cell(bid, 'date', placeName),
                            name: bid.otherName,
                          })}
                          onClick={(event) => {
                            event.stopPropagation();
                            toggle(bid.id);
                          }}
                        >
                          <Chevron open={open} />
                          {cell(bid, 'date', placeName)}
                        </button>
                      ) : column === 'name' ? (
                        <PartyName bid={bid} />
                      ) : column === 'amount' ? (
                        <Amount bid={bid} />
                      ) : column === 'action' ? (
                        <Action bid={bid} respond={respond} />
                      ) : (
                        <span className={column === 'regNumber' ? 'font-mono' : 'break-words'}>
                          {cell(bid, column, placeName)}
                        </span>
                      )}
                    </td>
                  ))}
                </tr>
                {open && (
                  <tr id={panelId} className="bg-slate-50">
                    <td colSpan={cols.length} className="px-4 pb-4">
                      <BidDetails bid={bid} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function BidCards({ bids, layout, nameLabel, caption, expanded, toggle, respond }: ViewProps) {
  const { t } = useTranslation(BIDS_NS);
  const placeName = usePlaceName();
  return (
    <ul aria-label={caption} className="space-y-3" data-testid="bids-cards">
      {bids.map((bid) => {
        const open = expanded === bid.id;
        const panelId = `bid-card-${bid.kind}-${bid.id}`;
        const facts =
          layout === 'load'
            ? [
                { label: t('screens.table.truckType'), value: bid.truck.type },
                { label: t('screens.table.regNumber'), value: bid.truck.regNumber },
              ]
            : [
                { label: t('screens.table.material'), value: bid.load.material },
                {
                  label: t('screens.table.route'),
                  value: `${placeName(bid.load.from)} → ${placeName(bid.load.to)}`,
                },
              ];
        return (
          <li
            key={bid.id}
            className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
            data-testid="bid-row"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-xs text-slate-500">
                  {nameLabel} · {formatDate(bid.createdAt)}
                </p>
                <PartyName bid={bid} />
              </div>
              <Amount bid={bid} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-3">
              {facts.map((fact) => (
                <div key={fact.label} className="min-w-0">
                  <dt className="text-xs text-slate-500">{fact.label}</dt>
                  <dd className="text-sm font-medium break-words text-slate-900">{fact.value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
              <Action bid={bid} respond={respond} />
              <Button
                variant="ghost"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(bid.id)}
              >
                <Chevron open={open} />
                {open ? t('screens.table.hideDetails') : t('screens.table.showDetails')}
              </Button>
            </div>
            {open && (
              <div id={panelId} className="mt-3 border-t border-slate-100 pt-3">
                <BidDetails bid={bid} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 20 20"
      aria-hidden="true"
      className={`shrink-0 transition-transform ${open ? 'rotate-90' : ''}`}
    >
      <path d="M7 5l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
