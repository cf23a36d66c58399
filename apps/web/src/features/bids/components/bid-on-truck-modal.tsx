import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BidOnTruckFormSchema, type BidOnTruckForm } from '@lorrybazaar/contract';
import type { z } from 'zod';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { SelectField } from '../../marketplace/components/select-field';
import { useOwnOpenLoads } from '../api/get-own-open-loads';
import { useBidOnTruck } from '../api/insert-bid';
import { formatDate } from '../format';
import { BIDS_NS } from '../i18n';
import type { MyLoadBidsState } from '../nav-state';
import { bidFailure, type BidNotice } from './bid-failure';
import { AmountField, BidTarget, SubscriptionNeeded } from './bid-form-parts';

/** The posted truck bid on (the marketplace card's row, or a Trip Requests suggestion). */
export interface BidTruck {
  truck_id: string;
  truck_types_name: string;
  regNumber: string;
  truck_capacities_name: string;
  postTrucks_from: string;
  postTrucks_to: string;
  postTrucks_dateTime: string;
}

type FormOut = z.output<typeof BidOnTruckFormSchema>;

/**
 * Bid on a posted truck with one of my loads (seed 001 §2 "Bid-on-a-truck modal"): the truck's
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
  const toast = useToast();
  const navigate = useNavigate();
  const loads = useOwnOpenLoads();
  const bid = useBidOnTruck();
  const [notice, setNotice] = useState<BidNotice>(null);
  const form = useForm<BidOnTruckForm, unknown, FormOut>({
    resolver: zodResolver(BidOnTruckFormSchema),
    defaultValues: { load_id: loadId ?? '', bidsLoad_amount: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setNotice(null);
    bid.mutate(
      { ...values, trucks_id: truck.truck_id },
      {
        onSuccess: () => {
          const load = loads.data?.find((item) => item.loads_id === String(values.load_id));
          toast.success(t('messages.bidPlaced'));
          form.reset();
          const state: MyLoadBidsState = {
            material: load?.materials_name ?? '',
            weight: load?.truck_capacities_name ?? '',
            pickupLocation: load?.pickupLoc ?? '',
            deliveryLocation: load?.deliveryLoc ?? '',
          };
          onClose();
          void navigate(paths.shared.viewAllMyLoadBids(String(values.load_id)), { state });
        },
        onError: (error) => {
          const failure = bidFailure(t, error);
          toast.error(failure.text);
          setNotice(failure.notice);
        },
      },
    );
  });

  const options = (loads.data ?? []).map((load) => ({
    value: load.loads_id,
    label: `${load.materials_name} – ${load.pickupLoc} → ${load.deliveryLoc}`,
  }));
  const [date = '', time = ''] = truck.postTrucks_dateTime.split(' ');

  return (
    <Modal open onClose={onClose} title={t('screens.modal.bidOnTruckTitle')}>
      <BidTarget
        facts={[
          { label: t('screens.modal.truckType'), value: truck.truck_types_name },
          { label: t('screens.modal.regNumber'), value: truck.regNumber },
          { label: t('screens.modal.weight'), value: truck.truck_capacities_name },
          { label: t('screens.modal.available'), value: `${formatDate(date)} ${time}`.trim() },
          { label: t('screens.modal.pickup'), value: truck.postTrucks_from },
          { label: t('screens.modal.delivery'), value: truck.postTrucks_to },
        ]}
      />
      {loads.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          className="space-y-4"
          aria-label={t('screens.modal.bidOnTruckTitle')}
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
          <AmountField
            registration={form.register('bidsLoad_amount')}
            error={errors.bidsLoad_amount?.message && t(errors.bidsLoad_amount.message)}
          />
          {notice?.kind === 'subscription' && <SubscriptionNeeded text={notice.text} />}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onClose}>
              {t('screens.common.cancel')}
            </Button>
            <Button type="submit" disabled={bid.isPending}>
              {bid.isPending ? t('screens.modal.submitting') : t('screens.modal.confirm')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
