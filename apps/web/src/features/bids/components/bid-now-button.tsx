import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { can, roleFromUserTypeId } from '@lorrybazaar/contract';
import { Button } from '#components/ui/button';
import { useSession } from '#lib/store';
import { loadBidsText } from '#features/bids/i18n';
import { BIDS_NS } from '#config/i18n-namespaces';
import type { BidLoad } from './bid-on-load-modal';
import type { BidTruck } from './bid-on-truck-modal';
import { bookableNow, type TermsOf } from '#components/ui/terms-line';
import { NoFitMark } from './truck-fit';

// The modals (forms, zod, the user's trucks and loads) load when one is opened, not with the cards.
const BidOnLoadModal = lazy(async () => ({ default: (await import('./bid-on-load-modal')).BidOnLoadModal }));
const BookNowModal = lazy(async () => ({ default: (await import('./book-now-modal')).BookNowModal }));
const BookTruckNowModal = lazy(async () => ({
  default: (await import('./book-now-modal')).BookTruckNowModal,
}));
const BidOnTruckModal = lazy(async () => ({
  default: (await import('./bid-on-truck-modal')).BidOnTruckModal,
}));

// The cards are on marketplace screens: start loading the bid texts with this module.
void loadBidsText();

/** While the bid texts load (rarely seen): the same button, waiting. */
function Waiting({ className }: { className: string }) {
  return <Button className={className} disabled aria-busy="true" />;
}

/**
 * 'Bid Now' on a load card, for the roles that may bid on a load with an own truck
 * (transporter, broker, driver; docs/api.md, Roles). A driver who is not verified still sees it; the
 * modal says what to do.
 */
export function BidNowButton({
  load,
  truckId,
  describedBy,
  className = 'w-full',
}: {
  load: BidLoad;
  truckId?: string;
  /** The id of the card's heading, so "Bid Now" is announced with what it bids on. */
  describedBy?: string;
  className?: string;
}) {
  const role = roleFromUserTypeId(useSession().user_types_id);
  if (!can(role, 'bidOnLoads')) return null;
  if (load.bid_placed) return <BidPlaced className={className} describedBy={describedBy} />;
  return (
    <Suspense fallback={<Waiting className={className} />}>
      {/* A load none of the user's trucks can carry is marked; Bid Now then says why and offers Add Truck. */}
      {!truckId && <NoFitMark load={load} />}
      <BidButton className={className} describedBy={describedBy}>
        {(close) => <BidOnLoadModal load={load} truckId={truckId} onClose={close} />}
      </BidButton>
    </Suspense>
  );
}

/**
 * 'Book Now' on a card that takes it (a price, `book_now`, a verified poster: `bookableNow`),
 * beside Bid Now, for the roles that may bid on it: the dialog (book-now-modal.tsx) states the
 * terms in full and books one truck at the price shown.
 */
function BookButton<L extends TermsOf & { verified?: boolean }>({
  listing,
  permission,
  describedBy,
  className,
  dialog,
}: {
  listing: L;
  permission: 'bidOnLoads' | 'bidOnTrucks';
  describedBy?: string;
  className: string;
  dialog: (listing: L & { asking_per_truck: number }, close: () => void) => ReactNode;
}) {
  const { t } = useTranslation(BIDS_NS);
  const role = roleFromUserTypeId(useSession().user_types_id);
  const [open, setOpen] = useState(false);
  const amount = listing.asking_per_truck;
  if (!can(role, permission) || !bookableNow(listing) || amount == null) return null;
  return (
    <>
      <Button
        className={className}
        variant="secondary"
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
        data-testid="book-now"
      >
        {t('screens.bookNow.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          {dialog({ ...listing, asking_per_truck: amount }, () => setOpen(false))}
        </Suspense>
      )}
    </>
  );
}

/** Book Now on a load card: a carrier books it with one of their trucks. */
export function BookNowButton({
  load,
  describedBy,
  className = 'w-full',
}: {
  load: BidLoad & TermsOf & { comments?: string | null; verified?: boolean };
  describedBy?: string;
  className?: string;
}) {
  return (
    <BookButton
      listing={load}
      permission="bidOnLoads"
      describedBy={describedBy}
      className={className}
      dialog={(listing, close) => <BookNowModal load={listing} onClose={close} />}
    />
  );
}

/** Book Now on a posted truck card: a load owner books it with one of their open loads. */
export function BookTruckNowButton({
  truck,
  describedBy,
  className = 'w-full',
}: {
  truck: BidTruck & TermsOf & { postTrucks_id: string; verified?: boolean };
  describedBy?: string;
  className?: string;
}) {
  return (
    <BookButton
      listing={truck}
      permission="bidOnTrucks"
      describedBy={describedBy}
      className={className}
      dialog={(listing, close) => <BookTruckNowModal truck={listing} onClose={close} />}
    />
  );
}

/** 'Bid now' on a posted truck card, for the roles that may bid with an own load (transporter, broker, shipper). */
export function BidOnTruckButton({
  truck,
  loadId,
  describedBy,
  className = 'w-full',
}: {
  truck: BidTruck;
  loadId?: string;
  describedBy?: string;
  className?: string;
}) {
  const role = roleFromUserTypeId(useSession().user_types_id);
  if (!can(role, 'bidOnTrucks')) return null;
  if (truck.bid_placed) return <BidPlaced className={className} describedBy={describedBy} />;
  return (
    <Suspense fallback={<Waiting className={className} />}>
      <BidButton className={className} describedBy={describedBy}>
        {(close) => <BidOnTruckModal truck={truck} loadId={loadId} onClose={close} />}
      </BidButton>
    </Suspense>
  );
}

/**
 * Instead of Bid Now on an item the user already has an open bid on (the listing's `bid_placed`):
 * the answer is awaited in the user's bids, not by bidding again (docs/decisions/017).
 */
function BidPlaced({ className, describedBy }: { className: string; describedBy?: string }) {
  const { t } = useTranslation(BIDS_NS);
  return (
    <p
      className={`${className} rounded-lg bg-brand-50 px-3 py-2 text-center text-sm font-semibold text-brand-700`}
      aria-describedby={describedBy}
      data-testid="bid-placed"
    >
      ✓ {t('screens.bidPlaced')}
    </p>
  );
}

function BidButton({
  className,
  describedBy,
  children,
}: {
  className: string;
  describedBy?: string;
  children: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslation(BIDS_NS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button className={className} aria-describedby={describedBy} onClick={() => setOpen(true)}>
        {t('screens.bidNow')}
      </Button>
      {open && <Suspense fallback={null}>{children(() => setOpen(false))}</Suspense>}
    </>
  );
}
