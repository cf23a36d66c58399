import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  BidOnLoadFormSchema,
  SCHEDULE_STATUS,
  heldByPaper,
  roleFromUserTypeId,
  truckFit,
  type BidOnLoadForm,
  type TruckPapers,
} from '@lorrybazaar/contract';
import type { z } from 'zod';
import { paths } from '#config/paths';
import { Modal } from '#components/ui/modal';
import { useSession } from '#lib/store';
import { useOwnTrucks } from '#api/get-trucks-by-user-id';
import { SelectField } from '#components/ui/select-field';
import { useTruckSchedules } from '#api/get-schedules';
import { useDriverVerified } from '#features/bids/api/get-driver-verified';
import { useBidOnLoad } from '#features/bids/api/insert-bid';
import { formatDate } from '#lib/format';
import { useLanePrice } from '#api/get-lane-price';
import { LanePriceLine } from '#components/ui/lane-price-line';
import { BIDS_NS } from '#config/i18n-namespaces';
import {
  AmountField,
  exampleAmount,
  BidChoicesLoading,
  BidForm,
  BidTarget,
  DriverNotVerified,
  useBidOutcome,
} from './bid-form-parts';
import { usePlaceName } from '#lib/place-names';
import { HeldTrucks, NoTruckToBid, useFleetFit, type LoadNeeds } from './truck-fit';
import { readDraft, useFormDraft } from '#lib/offline/use-form-draft';
import { useOnlineSubmit } from '#lib/offline/use-online-submit';

/** The load bid on: what the modal shows (any of the load rows carries these). */
export interface BidLoad extends LoadNeeds {
  loads_id: string;
  materials_name: string;
  pickupDate: string;
  pickupLoc: string;
  deliveryLoc: string;
  /** The lane's capacity, for its usual price (listings carry it). */
  truck_capacities_id?: string;
  /** The user already has an open bid on it: "Bid placed" instead of Bid Now. */
  bid_placed?: boolean;
  /** Its asking price for one truck, when it has one (listings carry it). */
  asking_per_truck?: number | null;
}

type FormOut = z.output<typeof BidOnLoadFormSchema>;

/**
 * Bid on a load with one of my trucks (the bid-on-a-load modal): the load's material,
 * weight, date and route; 'Select Truck' (my trucks free on its pickup day); the amount;
 * 'Confirm Bidding' → 'Submitting...'. On success: a toast and my bids with that truck.
 */
export function BidOnLoadModal({
  load,
  truckId,
  onClose,
}: {
  load: BidLoad;
  /** A truck to preselect (Trip Requests suggests loads for one truck). */
  truckId?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(BIDS_NS);
  const placeName = usePlaceName();
  const role = roleFromUserTypeId(useSession().user_types_id);
  const isDriver = role === 'driver';
  const verified = useDriverVerified(isDriver);
  const trucks = useOwnTrucks('');
  const fit = useFleetFit(load);
  const trips = useTruckSchedules('');
  const bid = useBidOnLoad();
  const outcome = useBidOutcome(onClose);

  const freeTrucks = useFreeTrucks(load, trucks.data?.data, trips.data?.schedules);

  const draftName = `bid-on-load:${load.loads_id}`;
  const form = useForm<BidOnLoadForm, unknown, FormOut>({
    resolver: zodResolver(BidOnLoadFormSchema),
    // An amount typed before a reload or a lost network comes back (docs/decisions/027).
    defaultValues: readDraft(draftName, { trucks_id: truckId ?? '', bidsTruck_amount: '' }),
  });
  const clearDraft = useFormDraft(form, draftName);
  const whenOnline = useOnlineSubmit();
  const { errors } = form.formState;

  const lanePrice = useLanePrice({
    pickupLoc: load.pickupLoc,
    deliveryLoc: load.deliveryLoc,
    capacity_id: load.truck_capacities_id,
  });
  const send = (confirm: boolean) => (values: FormOut) => {
    outcome.clearNotice();
    bid.mutate(
      { ...values, loads_id: load.loads_id, ...(confirm ? { confirm_price: true } : {}) },
      outcome.callbacks(() => {
        const truck = freeTrucks.find((item) => item.truck_id === String(values.trucks_id));
        form.reset();
        clearDraft();
        return {
          to: paths.shared.viewAllMyTruckBids(String(values.trucks_id)),
          state: {
            regNum: truck?.regNumber ?? '',
            weight: load.truck_capacities_name,
            pickupLocation: load.pickupLoc,
            deliveryLocation: load.deliveryLoc,
            truck_type: truck?.truck_types_name ?? '',
          },
        };
      }),
    );
  };
  const onSubmit = whenOnline(form.handleSubmit(send(false)));
  const amount = useWatch({ control: form.control, name: 'bidsTruck_amount' });

  const loadingChoices = trucks.isPending || (isDriver && verified.isPending);
  const notVerified = isDriver && verified.data === false;
  const noTruck = !!fit && (fit.kind !== 'fits' || (!freeTrucks.length && !trips.isPending));
  const options = freeTrucks.map((truck) => ({
    value: truck.truck_id,
    label: `${truck.truck_types_name} – ${truck.regNumber}`,
  }));

  return (
    <Modal open onClose={onClose} title={t('screens.modal.bidOnLoadTitle')}>
      <BidTarget facts={loadFacts(t, load, placeName)} />
      <LanePriceLine price={lanePrice.data} className="mb-4" />
      {loadingChoices ? (
        <BidChoicesLoading />
      ) : notVerified || noTruck ? (
        // A new driver may lack both: the documents and a truck, each with its way on.
        <div className="space-y-3">
          {notVerified && <DriverNotVerified role="driver" />}
          {noTruck && fit && <NoTruckToBid load={load} fit={fit} busyOn={formatDate(load.pickupDate)} />}
        </div>
      ) : (
        <BidForm
          label={t('screens.modal.bidOnLoadTitle')}
          onSubmit={onSubmit}
          notice={outcome.notice}
          pending={bid.isPending}
          onCancel={onClose}
          onConfirmPrice={() => void form.handleSubmit(send(true))()}
          onChangePrice={outcome.clearNotice}
          amount={amount ?? ''}
        >
          <SelectField
            {...form.register('trucks_id')}
            label={t('screens.modal.selectTruck')}
            placeholder={
              options.length ? t('screens.modal.selectTruckPlaceholder') : t('screens.modal.noTrucks')
            }
            options={options}
            error={errors.trucks_id?.message && t(errors.trucks_id.message)}
            hint={trucks.isError ? t('screens.modal.trucksFailed') : undefined}
            required
          />
          {fit?.kind === 'fits' && <HeldTrucks held={fit.held} />}
          <AmountField
            registration={form.register('bidsTruck_amount')}
            error={errors.bidsTruck_amount?.message && t(errors.bidsTruck_amount.message)}
            example={exampleAmount(load.asking_per_truck, lanePrice.data)}
          />
        </BidForm>
      )}
    </Modal>
  );
}

/** A trip that still holds its truck's day: booked or on the road (a cancelled one gave it back). */
const LIVE = new Set<string>([SCHEDULE_STATUS.scheduled, SCHEDULE_STATUS.inTransit]);

/**
 * My trucks that may carry the load: a truck carries one trip a day (docs/decisions/009-bidding.md),
 * so a truck with a live trip on the load's pickup day cannot be offered (the server
 * refuses it), nor one the load does not fit (too few tonnes, another type: docs/decisions/017),
 * nor one whose RC or insurance is rejected (docs/decisions/069).
 */
export function useFreeTrucks<
  T extends { truck_id: string; tonnes: number; truck_types_id: string; papers?: TruckPapers | null },
>(
  load: Pick<BidLoad, 'pickupDate' | 'tonnes' | 'truck_types_id'>,
  trucks: T[] | undefined,
  trips: { schedules_status: string; pickupDate: string; truck_id: string }[] | undefined,
): T[] {
  const { pickupDate, tonnes, truck_types_id } = load;
  return useMemo(() => {
    const busy = new Set(
      (trips ?? [])
        .filter((trip) => LIVE.has(trip.schedules_status) && trip.pickupDate === pickupDate)
        .map((trip) => trip.truck_id),
    );
    const fits = (truck: { tonnes: number; truck_types_id: string }) =>
      tonnes === undefined ||
      truck_types_id === undefined ||
      truckFit(
        { tonnes: truck.tonnes, truck_type_id: truck.truck_types_id },
        { tonnes, truck_type_id: truck_types_id },
      ) === 'fits';
    return (trucks ?? []).filter(
      (truck) => !busy.has(truck.truck_id) && fits(truck) && !heldByPaper(truck.papers),
    );
  }, [trucks, trips, pickupDate, tonnes, truck_types_id]);
}

/** What a load's dialogs state first: material, weight, date and route. */
export const loadFacts = (t: TFunction, load: BidLoad, placeName: (place: string) => string) => [
  { label: t('screens.modal.material'), value: load.materials_name },
  { label: t('screens.modal.weight'), value: load.truck_capacities_name },
  { label: t('screens.modal.date'), value: formatDate(load.pickupDate) },
  { label: t('screens.modal.pickup'), value: placeName(load.pickupLoc) },
  { label: t('screens.modal.delivery'), value: placeName(load.deliveryLoc) },
];
