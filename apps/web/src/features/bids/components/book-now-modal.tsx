import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BOOK_NOW_CODES, type ScheduleCreatedResponse } from '@lorrybazaar/contract';
import { paths } from '#config/paths';
import { Button } from '#components/ui/button';
import { Modal } from '#components/ui/modal';
import { SelectField } from '#components/ui/select-field';
import { TermsDetails, type TermsOf } from '#components/ui/terms-line';
import { TokenWarning } from '#components/ui/token-warning';
import { useToast } from '#components/ui/toast';
import { useOwnTrucks } from '#api/get-trucks-by-user-id';
import { useTruckSchedules } from '#api/get-schedules';
import { ApiError } from '#lib/api-client';
import { formatRupees } from '#lib/format';
import { usePlaceName } from '#lib/place-names';
import { useOnlineSubmit } from '#lib/offline/use-online-submit';
import { BIDS_NS } from '#config/i18n-namespaces';
import { useBookNow, useBookTruckNow } from '#features/bids/api/book-now';
import { useOwnOpenLoads } from '#features/bids/api/get-own-open-loads';
import { useOneAtATime } from '#lib/use-one-at-a-time';
import { BidChoicesLoading, BidTarget } from './bid-form-parts';
import { bidFailure } from './bid-failure';
import { loadFacts, useFreeTrucks, type BidLoad } from './bid-on-load-modal';
import { loadChoices, truckFacts, type BidTruck } from './bid-on-truck-modal';

/** A load that takes Book Now: what the dialog states. */
export type BookLoad = BidLoad & TermsOf & { asking_per_truck: number; comments?: string | null };
/** A posted truck that takes Book Now. */
export type BookTruck = BidTruck & TermsOf & { postTrucks_id: string; asking_per_truck: number };

/** The one choice a Book Now makes: my truck for a load, my load for a truck. */
interface Choice {
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  missing: string;
  loading: boolean;
}

/** The 409 of a price changed since the card was read: the amount for one truck now. */
function changedPrice(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== BOOK_NOW_CODES.priceChanged) return null;
  const asking = (error.body as { asking_per_truck?: unknown } | null)?.asking_per_truck;
  return typeof asking === 'number' ? asking : null;
}

/**
 * The Book Now dialog, for a load and for a posted truck alike: what is booked, its terms in
 * full, the warning against paying for a load (docs/decisions/049), the one choice, and 'Confirm
 * booking'. The server books at the amount shown; a price changed meanwhile answers 409 with the
 * new amount, which the dialog then states and books on the next confirm. On success the trip
 * opens.
 */
function BookNowDialog({
  title,
  agree,
  target,
  terms,
  choice,
  book,
  pending,
  onClose,
}: {
  title: string;
  agree: string;
  target: ReactNode;
  terms: TermsOf & { asking_per_truck: number };
  choice: Choice;
  book: (chosen: string, expected: number) => Promise<ScheduleCreatedResponse>;
  pending: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(BIDS_NS);
  const toast = useToast();
  const navigate = useNavigate();
  const whenOnline = useOnlineSubmit();
  const [chosen, setChosen] = useState('');
  const [missing, setMissing] = useState(false);
  const [expected, setExpected] = useState(terms.asking_per_truck);

  // One booking per tap sequence: a second tap before the answer would book twice, or be refused.
  const once = useOneAtATime();
  const onSubmit = whenOnline((event) => {
    event.preventDefault();
    if (!chosen) return setMissing(true);
    once(() =>
      book(chosen, expected).then(
        (answer) => {
          toast.success(t('messages.booked'));
          onClose();
          void navigate(paths.shared.scheduleDetail(answer.data.schedule_id));
        },
        (error: unknown) => {
          const asking = changedPrice(error);
          if (asking !== null) return setExpected(asking);
          toast.error(bidFailure(t, error).text);
        },
      ),
    );
  });

  return (
    <Modal open onClose={onClose} title={title}>
      {target}
      <section className="mb-4 space-y-2 rounded-xl bg-slate-50 p-3" aria-label={t('screens.bookNow.terms')}>
        <h3 className="text-sm font-semibold text-slate-900">{t('screens.bookNow.terms')}</h3>
        <TermsDetails terms={terms} />
        <p className="text-sm text-slate-700">{agree}</p>
      </section>
      <div className="mb-4">
        <TokenWarning always />
      </div>
      {expected !== terms.asking_per_truck && (
        <p
          role="alert"
          className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-800"
          data-testid="price-changed"
        >
          {t('errors.priceChangedTo', { amount: formatRupees(expected, i18n.language) })}
        </p>
      )}
      {choice.loading ? (
        <BidChoicesLoading />
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={title}>
          <SelectField
            value={chosen}
            onChange={(event) => {
              setChosen(event.target.value);
              setMissing(false);
            }}
            label={choice.label}
            placeholder={choice.placeholder}
            options={choice.options}
            error={missing ? choice.missing : undefined}
            required
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onClose}>
              {t('screens.common.cancel')}
            </Button>
            <Button type="submit" disabled={pending} data-testid="confirm-book-now">
              {pending ? t('screens.modal.submitting') : t('screens.bookNow.confirm')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}

/** Book Now on a load: one of my free trucks that fits it. */
export function BookNowModal({ load, onClose }: { load: BookLoad; onClose: () => void }) {
  const { t } = useTranslation(BIDS_NS);
  const placeName = usePlaceName();
  const trucks = useOwnTrucks('');
  const trips = useTruckSchedules('');
  const freeTrucks = useFreeTrucks(load, trucks.data?.data, trips.data?.schedules);
  const book = useBookNow();
  return (
    <BookNowDialog
      title={t('screens.bookNow.title')}
      agree={t('screens.bookNow.agree')}
      target={<BidTarget facts={loadFacts(t, load, placeName)} />}
      terms={load}
      choice={{
        label: t('screens.modal.selectTruck'),
        placeholder: freeTrucks.length
          ? t('screens.modal.selectTruckPlaceholder')
          : t('screens.modal.noTrucks'),
        options: freeTrucks.map((truck) => ({
          value: truck.truck_id,
          label: `${truck.truck_types_name} – ${truck.regNumber}`,
        })),
        missing: t('validation.truckRequired'),
        loading: trucks.isPending,
      }}
      book={(trucks_id, expected_amount) =>
        book.mutateAsync({ loads_id: load.loads_id, trucks_id, expected_amount })
      }
      pending={book.isPending}
      onClose={onClose}
    />
  );
}

/** Book Now on a posted truck: one of my open loads it can carry. */
export function BookTruckNowModal({ truck, onClose }: { truck: BookTruck; onClose: () => void }) {
  const { t } = useTranslation(BIDS_NS);
  const placeName = usePlaceName();
  const loads = useOwnOpenLoads();
  const options = loadChoices(truck, loads.data, placeName);
  const book = useBookTruckNow();
  return (
    <BookNowDialog
      title={t('screens.bookTruckNow.title')}
      agree={t('screens.bookTruckNow.agree')}
      target={<BidTarget facts={truckFacts(t, truck)} />}
      terms={truck}
      choice={{
        label: t('screens.modal.selectLoad'),
        placeholder: options.length ? t('screens.modal.selectLoadPlaceholder') : t('screens.modal.noLoads'),
        options,
        missing: t('validation.loadRequired'),
        loading: loads.isPending,
      }}
      book={(loads_id, expected_amount) =>
        book.mutateAsync({ postTrucks_id: truck.postTrucks_id, loads_id, expected_amount })
      }
      pending={book.isPending}
      onClose={onClose}
    />
  );
}
