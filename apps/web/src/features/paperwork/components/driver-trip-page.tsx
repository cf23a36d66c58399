import { useTranslation } from 'react-i18next';
import type { DriverTrip } from '@lorrybazaar/contract';
import { buttonClass } from '#components/ui/button';
import { CardSection } from '#components/ui/card-section';
import { ErrorState } from '#components/ui/result-states';
import { RouteLine } from '#components/ui/route-line';
import { Spinner } from '#components/ui/spinner';
import { PAPERWORK_NS } from '#config/i18n-namespaces';
import { errorCode, errorText } from '#lib/error-text';
import { formatDate, formatDateTime } from '#lib/format';
import { usePageTitle } from '#lib/use-page-title';
import { driverLrUrl, useDriverTrip } from '../api/driver-trip';
import { PodForm } from './pod-form';
import { lastDay } from './trip-driver-card';
import { useFontsOf } from './use-fonts-of';

const STATUS = {
  scheduled: 'scheduled',
  in_transit: 'inTransit',
  delivered: 'delivered',
  cancelled: 'cancelled',
} as const;

/** What the page shows of the trip's check-ins (composed by the route: another feature's button). */
type CheckInsSlot = (trip: DriverTrip) => React.ReactNode;

function Trip({ trip, token, checkIns }: { trip: DriverTrip; token: string; checkIns?: CheckInsSlot }) {
  const { t } = useTranslation(PAPERWORK_NS);
  useFontsOf(
    trip.driver_name,
    trip.lr?.consignee_name,
    trip.lr?.consignee_address,
    ...trip.contacts.map((c) => c.name),
  );
  return (
    <div className="any-script space-y-4">
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <p className="text-sm text-slate-500">{t('screens.driverPage.for', { name: trip.driver_name })}</p>
        <h1 className="text-2xl font-bold text-slate-900" data-testid="driver-vehicle">
          {trip.vehicle_reg}
        </h1>
        <div className="mt-2">
          <RouteLine from={trip.pickup_loc} to={trip.delivery_loc} />
        </div>
        <p className="mt-2 text-sm text-slate-700">
          {t('screens.driverPage.pickup', { date: formatDate(trip.pickup_date) })} · {trip.materials_name}
        </p>
        <p className="mt-1 text-sm font-semibold text-brand-700" data-testid="driver-status">
          {t(`screens.driverPage.status.${STATUS[trip.status]}`)}
        </p>
      </div>

      {checkIns?.(trip)}

      <CardSection title={t('screens.driverPage.contacts')}>
        <ul className="space-y-2">
          {trip.contacts.map((contact) => (
            <li
              key={contact.role}
              className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="min-w-0 text-sm">
                <span className="block text-xs text-slate-500">
                  {t(`screens.driverPage.${contact.role}Side`)}
                </span>
                <span className="font-medium break-words text-slate-900">{contact.name}</span>
              </span>
              <a href={`tel:+91${contact.mobile}`} className={buttonClass('secondary')}>
                {t('screens.driverPage.call', { mobile: `+91 ${contact.mobile}` })}
              </a>
            </li>
          ))}
        </ul>
      </CardSection>

      <CardSection title={t('screens.driverPage.lr')} testId="driver-lr">
        {trip.lr ? (
          <div className="space-y-2 text-sm text-slate-700">
            <p className="font-semibold text-slate-900">
              {t('screens.driverPage.lrNumber', { number: trip.lr.lr_number })}
            </p>
            <p>
              <span className="text-xs text-slate-500">{t('screens.driverPage.deliverTo')}</span>
              <span className="block font-medium break-words text-slate-900" data-testid="driver-consignee">
                {trip.lr.consignee_name}
              </span>
              <span className="block break-words">{trip.lr.consignee_address}</span>
              {trip.lr.consignee_phone && (
                <a
                  href={`tel:+91${trip.lr.consignee_phone}`}
                  className="font-semibold text-brand-700 underline"
                >
                  +91 {trip.lr.consignee_phone}
                </a>
              )}
            </p>
            <a href={driverLrUrl(token)} className={buttonClass('primary')} download>
              {t('screens.driverPage.downloadLr')}
            </a>
          </div>
        ) : (
          !trip.uploaded_lr && <p className="text-sm text-slate-600">{t('screens.driverPage.lrNone')}</p>
        )}
        {trip.uploaded_lr && <UploadedLr lr={trip.uploaded_lr} below={trip.lr !== null} />}
        {trip.eway_bills.length > 0 && (
          <ul className="mt-3 space-y-1 text-sm text-slate-700" aria-label={t('screens.form.ewayBills')}>
            {trip.eway_bills.map((bill) => (
              <li key={bill.number}>
                {t('screens.note.ewayLine', { number: bill.number, date: formatDate(bill.valid_until) })}
              </li>
            ))}
          </ul>
        )}
      </CardSection>

      <CardSection title={t('screens.pod.title')} testId="driver-pod">
        {trip.delivered_at ? (
          <p className="text-sm font-semibold text-emerald-800" role="status">
            {t('screens.pod.done', { date: formatDateTime(trip.delivered_at) })}
          </p>
        ) : trip.can_deliver ? (
          <>
            <p className="mb-3 text-sm text-slate-600">{t('screens.pod.intro')}</p>
            <PodForm token={token} />
          </>
        ) : (
          <p className="text-sm text-slate-600">{t('screens.pod.notYet')}</p>
        )}
      </CardSection>
      <p className="text-center text-xs text-slate-500">
        {t('screens.driverPage.linkUntil', { date: formatDate(lastDay(trip.expires_at)) })}
      </p>
    </div>
  );
}

/** The LR a party uploaded on the trip (a photo or a PDF), opened through the driver's link. */
function UploadedLr({ lr, below }: { lr: NonNullable<DriverTrip['uploaded_lr']>; below: boolean }) {
  const { t } = useTranslation(PAPERWORK_NS);
  return (
    <div className={`space-y-2 text-sm text-slate-700 ${below ? 'mt-3 border-t border-slate-200 pt-3' : ''}`}>
      <p data-testid="driver-uploaded-lr">
        {t('screens.driverPage.uploadedLr', { date: formatDateTime(lr.uploaded_at) })}
      </p>
      <a
        href={lr.url}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass(below ? 'secondary' : 'primary')}
      >
        {t('screens.driverPage.openUploadedLr')}
      </a>
    </div>
  );
}

/**
 * The driver's page of one trip (`/d/<token>`, the SMS link; no account): the route, the day,
 * whom to call, the LR to show at a checkpost, the e-way bills, and the proof of delivery taken
 * on the phone (docs/decisions/039).
 */
export function DriverTripPage({ token, checkIns }: { token: string; checkIns?: CheckInsSlot }) {
  const { t } = useTranslation(PAPERWORK_NS);
  usePageTitle(t('screens.driverPage.title'));
  const query = useDriverTrip(token);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-6">
      {query.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : query.isError ? (
        errorCode(query.error) === 'paperwork:errors.linkNotFound' ? (
          <p
            className="rounded-2xl bg-white p-6 text-center text-slate-700 shadow-sm ring-1 ring-slate-200"
            role="alert"
          >
            {t('errors.linkNotFound')}
          </p>
        ) : (
          <ErrorState
            text={errorText(t, query.error, 'screens.driverPage.loadFailed', [PAPERWORK_NS])}
            onRetry={() => void query.refetch()}
          />
        )
      ) : (
        <Trip trip={query.data.data} token={token} checkIns={checkIns} />
      )}
    </div>
  );
}
