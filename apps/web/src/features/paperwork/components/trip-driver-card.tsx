import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BRAND_NAME,
  DRIVER_NAME_MAX,
  TripDriverBodySchema,
  mobileFieldValue,
  type TripDriver,
} from '@lorrybazaar/contract';
import { Button } from '#components/ui/button';
import { CardSection } from '#components/ui/card-section';
import { Spinner } from '#components/ui/spinner';
import { TextField } from '#components/ui/text-field';
import { useToast } from '#components/ui/toast';
import { PAPERWORK_NS } from '#config/i18n-namespaces';
import { errorText } from '#lib/error-text';
import { formatDate } from '#lib/format';
import { useAssignTripDriver } from '../api/assign-trip-driver';
import { useTripDriver } from '../api/get-trip-driver';
import { useFontsOf } from './use-fonts-of';

/** The day a link ending at midnight (India) last works: the instant a second before. */
export const lastDay = (expiresAt: string) => new Date(Date.parse(expiresAt) - 1000).toISOString();

const DriverFormSchema = TripDriverBodySchema.omit({ schedule_id: true });
interface Values {
  driver_name: string;
  driver_mobile: string;
}

function DriverForm({
  scheduleId,
  current,
  onDone,
}: {
  scheduleId: string;
  current: TripDriver | null;
  onDone: () => void;
}) {
  const { t } = useTranslation(PAPERWORK_NS);
  const toast = useToast();
  const assign = useAssignTripDriver(scheduleId);
  const form = useForm<Values>({
    resolver: zodResolver(DriverFormSchema) as never,
    defaultValues: { driver_name: current?.driver_name ?? '', driver_mobile: current?.driver_mobile ?? '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await assign.mutateAsync(values);
      toast.success(answer.message ?? t('messages.driverSaved'));
      onDone();
    } catch (failure) {
      toast.error(errorText(t, failure, 'screens.driver.failed', [PAPERWORK_NS]));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 space-y-3" aria-label={t('screens.driver.title')}>
      <TextField
        label={t('screens.driver.name')}
        maxLength={DRIVER_NAME_MAX}
        autoComplete="off"
        required
        error={errors.driver_name?.message && t(errors.driver_name.message)}
        {...form.register('driver_name')}
      />
      <TextField
        label={t('screens.driver.mobile')}
        type="tel"
        inputMode="tel"
        prefix="+91"
        autoComplete="off"
        required
        error={errors.driver_mobile?.message && t(errors.driver_mobile.message)}
        {...form.register('driver_mobile', {
          // "+91 98765 43210" pasted is the 10 digits (no maxLength to cut it first).
          onChange: (event: { target: { value: string } }) =>
            form.setValue('driver_mobile', mobileFieldValue(event.target.value)),
        })}
      />
      <p className="text-sm text-slate-600">{t('screens.driver.hint')}</p>
      <Button type="submit" disabled={assign.isPending}>
        {assign.isPending ? t('screens.driver.saving') : t('screens.driver.send')}
      </Button>
    </form>
  );
}

/**
 * Who drives the trip. The truck's side names the driver (name and mobile); the driver is sent a
 * link to their own page of this trip, no account needed (docs/decisions/039). A driver account
 * that owns the truck drives it itself.
 */
export function TripDriverCard({ scheduleId }: { scheduleId: string }) {
  const { t } = useTranslation(PAPERWORK_NS);
  const query = useTripDriver(scheduleId);
  const [editing, setEditing] = useState(false);
  const driver = query.data?.data ?? null;
  const canAssign = query.data?.can_assign ?? false;
  useFontsOf(driver?.driver_name);
  return (
    <CardSection title={t('screens.driver.title')} className="any-script" testId="trip-driver">
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <p className="text-sm text-red-600">
          {errorText(t, query.error, 'screens.driver.loadFailed', [PAPERWORK_NS])}
        </p>
      ) : (
        <>
          {driver ? (
            <div className="text-sm text-slate-700">
              <p className="font-semibold break-words text-slate-900" data-testid="driver-name">
                {driver.driver_name}
              </p>
              <a href={`tel:+91${driver.driver_mobile}`} className="font-semibold text-brand-700 underline">
                +91 {driver.driver_mobile}
              </a>
              {driver.self && <p className="mt-1">{t('screens.driver.self')}</p>}
              {!driver.self && driver.has_account && (
                <p className="mt-1">{t('screens.driver.hasAccount', { brand: BRAND_NAME })}</p>
              )}
              {driver.link_expires_at && (
                <p className="mt-1 text-slate-500">
                  {t('screens.driver.linkUntil', { date: formatDate(lastDay(driver.link_expires_at)) })}
                </p>
              )}
            </div>
          ) : (
            <p className="text-sm text-slate-600">{t('screens.driver.none')}</p>
          )}
          {canAssign &&
            (editing || !driver ? (
              <DriverForm
                scheduleId={scheduleId}
                current={driver?.self ? null : driver}
                onDone={() => setEditing(false)}
              />
            ) : (
              <Button variant="secondary" className="mt-3" onClick={() => setEditing(true)}>
                {t('screens.driver.change')}
              </Button>
            ))}
        </>
      )}
    </CardSection>
  );
}
