import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BidOnTruckFormSchema, truckFit, type BidOnTruckForm, type OwnLoad } from '@lorrybazaar/contract';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { paths } from '#config/paths';
import { Modal } from '#components/ui/modal';
import { SelectField } from '#components/ui/select-field';
import { useOwnOpenLoads } from '#features/bids/api/get-own-open-loads';
import { useBidOnTruck } from '#features/bids/api/insert-bid';
import { formatDate } from '#lib/format';
import { useLanePrice } from '#api/get-lane-price';
import { LanePriceLine } from '#components/ui/lane-price-line';
import { BIDS_NS } from '#config/i18n-namespaces';
import {
  AmountField,
  BidChoicesLoading,
  BidForm,
  BidTarget,
  exampleAmount,
  useBidOutcome,
} from './bid-form-parts';
import { usePlaceName } from '#lib/place-names';
import { readDraft, useFormDraft } from '#lib/offline/use-form-draft';
import { useOnlineSubmit } from '#lib/offline/use-online-submit';

/** The posted truck bid on (the marketplace card's row, or a Trip Requests suggestion). */
export interface BidTruck {
  truck_id: string;
  truck_types_name: string;
  regNumber: string;
  truck_capacities_name: string;
  postTrucks_from: string;
  postTrucks_to: string;
  postTrucks_dateTime: string;
  /** The capacity the posting offers and the truck's type (listings carry these). */
  tonnes?: number;
  truck_types_id?: string;
  /** The user already has an open bid on this posting: "Bid placed" instead of Bid Now. */
  bid_placed?: boolean;
  /** Its asking price for one truck, when it has one (listings carry it). */
  asking_per_truck?: number | null;
}

type FormOut = z.output<typeof BidOnTruckFormSchema>;

/**
 * Bid on a posted truck with one of my loads (the bid-on-a-truck modal): the truck's
 * type, registration, weight and route; 'Select Load' (my open loads); the amount; 'Confirm
 * Bidding'. On success: a toast and my bids with that load.
 */
export function BidOnTruckModal({
  truck,
  loadId,
  onClose,
}: {
  truck: BidTruck;
  /** A load to preselect (Trip Requests suggests trucks for one load). */
  loadId?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(BIDS_NS);
  const placeName = usePlaceName();
  const loads = useOwnOpenLoads();
  const bid = useBidOnTruck();
  const outcome = useBidOutcome(onClose);
  const draftName = `bid-on-truck:${truck.truck_id}`;
  const form = useForm<BidOnTruckForm, unknown, FormOut>({
    resolver: zodResolver(BidOnTruckFormSchema),
    // An amount typed before a reload or a lost network comes back (docs/decisions/027).
    defaultValues: readDraft(draftName, { load_id: loadId ?? '', bidsLoad_amount: '' }),
  });
  const clearDraft = useFormDraft(form, draftName);
  const whenOnline = useOnlineSubmit();
  const { errors } = form.formState;

  const send = (confirm: boolean) => (values: FormOut) => {
    outcome.clearNotice();
    bid.mutate(
      { ...values, trucks_id: truck.truck_id, ...(confirm ? { confirm_price: true } : {}) },
      outcome.callbacks(() => {
        const load = loads.data?.find((item) => item.loads_id === String(values.load_id));
        form.reset();
        clearDraft();
        return {
          to: paths.shared.viewAllMyLoadBids(String(values.load_id)),
          state: {
            material: load?.materials_name ?? '',
            weight: load?.truck_capacities_name ?? '',
            pickupLocation: load?.pickupLoc ?? '',
            deliveryLocation: load?.deliveryLoc ?? '',
          },
        };
      }),
    );
  };
  const onSubmit = whenOnline(form.handleSubmit(send(false)));
  const [amount, chosenId] = useWatch({ control: form.control, name: ['bidsLoad_amount', 'load_id'] });
  // The lane of the load offered: its usual price (docs/decisions/030).
  const chosen = loads.data?.find((item) => item.loads_id === String(chosenId));
  const lanePrice = useLanePrice(
    chosen && {
      pickupLoc: chosen.pickupLoc,
      deliveryLoc: chosen.deliveryLoc,
      capacity_id: chosen.truck_capacities_id,
    },
  );

  const options = loadChoices(truck, loads.data, placeName);

  return (
    <Modal open onClose={onClose} title={t('screens.modal.bidOnTruckTitle')}>
      <BidTarget facts={truckFacts(t, truck)} />
      {loads.isPending ? (
        <BidChoicesLoading />
      ) : (
        <BidForm
          label={t('screens.modal.bidOnTruckTitle')}
          onSubmit={onSubmit}
          notice={outcome.notice}
          pending={bid.isPending}
          onCancel={onClose}
          onConfirmPrice={() => void form.handleSubmit(send(true))()}
          onChangePrice={outcome.clearNotice}
          amount={amount ?? ''}
        >
          <SelectField
            {...form.register('load_id')}
            label={t('screens.modal.selectLoad')}
            placeholder={
              options.length ? t('screens.modal.selectLoadPlaceholder') : t('screens.modal.noLoads')
            }
            options={options}
            error={errors.load_id?.message && t(errors.load_id.message)}
            hint={loads.isError ? t('screens.modal.loadsFailed') : undefined}
            required
          />
          <LanePriceLine price={lanePrice.data} />
          <AmountField
            registration={form.register('bidsLoad_amount')}
            error={errors.bidsLoad_amount?.message && t(errors.bidsLoad_amount.message)}
            example={exampleAmount(truck.asking_per_truck, lanePrice.data)}
          />
        </BidForm>
      )}
    </Modal>
  );
}

/** What a posted truck's dialogs state first: type, registration, weight, when and the route. */
export function truckFacts(t: TFunction, truck: BidTruck) {
  const [date = '', time = ''] = truck.postTrucks_dateTime.split(' ');
  return [
    { label: t('screens.modal.truckType'), value: truck.truck_types_name },
    { label: t('screens.modal.regNumber'), value: truck.regNumber },
    { label: t('screens.modal.weight'), value: truck.truck_capacities_name },
    { label: t('screens.modal.available'), value: `${formatDate(date)} ${time}`.trim() },
    { label: t('screens.modal.pickup'), value: truck.postTrucks_from },
    { label: t('screens.modal.delivery'), value: truck.postTrucks_to },
  ];
}

/**
 * My open loads this truck can carry, as choices (docs/decisions/017; the server refuses the
 * others): a bid on the truck and its Book Now offer the same ones.
 */
export function loadChoices(
  truck: Pick<BidTruck, 'tonnes' | 'truck_types_id'>,
  loads: OwnLoad[] | undefined,
  placeName: (place: string) => string,
) {
  const { tonnes, truck_types_id } = truck;
  return (loads ?? [])
    .filter(
      (load) =>
        tonnes === undefined ||
        truck_types_id === undefined ||
        truckFit(
          { tonnes, truck_type_id: truck_types_id },
          { tonnes: load.tonnes, truck_type_id: load.truck_types_id },
        ) === 'fits',
    )
    .map((load) => ({
      value: load.loads_id,
      label: `${load.materials_name} – ${placeName(load.pickupLoc)} → ${placeName(load.deliveryLoc)}`,
    }));
}
