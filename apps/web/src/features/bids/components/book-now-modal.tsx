import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '#config/paths';
import { Button } from '#components/ui/button';
import { Modal } from '#components/ui/modal';
import { SelectField } from '#components/ui/select-field';
import { TermsDetails, type TermsOf } from '#components/ui/terms-line';
import { useToast } from '#components/ui/toast';
import { useOwnTrucks } from '#api/get-trucks-by-user-id';
import { useTruckSchedules } from '#api/get-schedules';
import { usePlaceName } from '#lib/place-names';
import { useOnlineSubmit } from '#lib/offline/use-online-submit';
import { BIDS_NS } from '#config/i18n-namespaces';
import { useBookNow } from '#features/bids/api/book-now';
import { BidChoicesLoading, BidTarget } from './bid-form-parts';
import { bidFailure } from './bid-failure';
import { loadFacts, useFreeTrucks, type BidLoad } from './bid-on-load-modal';

/** A load that takes Book Now: what the dialog states. */
export type BookLoad = BidLoad & TermsOf & { asking_per_truck: number };

/**
 * Book Now on a load: the load, its terms in full, one of my free trucks that fits it, and
 * 'Confirm booking'. The server books at the amount shown (a changed price answers 409 and
 * nothing is booked); on success the trip opens.
 */
export function BookNowModal({ load, onClose }: { load: BookLoad; onClose: () => void }) {
  const { t } = useTranslation(BIDS_NS);
  const placeName = usePlaceName();
  const toast = useToast();
  const navigate = useNavigate();
  const trucks = useOwnTrucks('');
  const trips = useTruckSchedules('');
  const freeTrucks = useFreeTrucks(load, trucks.data?.data, trips.data?.schedules);
  const [truckId, setTruckId] = useState('');
  const [missing, setMissing] = useState(false);
  const book = useBookNow();
  const whenOnline = useOnlineSubmit();

  const onSubmit = whenOnline((event) => {
    event.preventDefault();
    if (!truckId) return setMissing(true);
    book.mutate(
      { loads_id: load.loads_id, trucks_id: truckId, expected_amount: load.asking_per_truck },
      {
        onSuccess: (answer) => {
          toast.success(t('messages.booked'));
          onClose();
          void navigate(paths.shared.scheduleDetail(answer.data.schedule_id));
        },
        onError: (error) => toast.error(bidFailure(t, error).text),
      },
    );
  });

  return (
    <Modal open onClose={onClose} title={t('screens.bookNow.title')}>
      <BidTarget facts={loadFacts(t, load, placeName)} />
      <section className="mb-4 space-y-2 rounded-xl bg-slate-50 p-3" aria-label={t('screens.bookNow.terms')}>
        <h3 className="text-sm font-semibold text-slate-900">{t('screens.bookNow.terms')}</h3>
        <TermsDetails terms={load} />
        <p className="text-sm text-slate-700">{t('screens.bookNow.agree')}</p>
      </section>
      {trucks.isPending ? (
        <BidChoicesLoading />
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('screens.bookNow.title')}>
          <SelectField
            name="trucks_id"
            value={truckId}
            onChange={(event) => {
              setTruckId(event.target.value);
              setMissing(false);
            }}
            label={t('screens.modal.selectTruck')}
            placeholder={
              freeTrucks.length ? t('screens.modal.selectTruckPlaceholder') : t('screens.modal.noTrucks')
            }
            options={freeTrucks.map((truck) => ({
              value: truck.truck_id,
              label: `${truck.truck_types_name} – ${truck.regNumber}`,
            }))}
            error={missing ? t('validation.truckRequired') : undefined}
            required
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onClose}>
              {t('screens.common.cancel')}
            </Button>
            <Button type="submit" disabled={book.isPending} data-testid="confirm-book-now">
              {book.isPending ? t('screens.modal.submitting') : t('screens.bookNow.confirm')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
