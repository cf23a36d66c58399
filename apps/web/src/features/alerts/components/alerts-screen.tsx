import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_ALERT_KINDS, type AlertSettings, type SmsWhen } from '@lorrybazaar/contract';
import { Button } from '#components/ui/button';
import { ErrorState } from '#components/ui/result-states';
import { Spinner } from '#components/ui/spinner';
import { useToast } from '#components/ui/toast';
import { ALERTS_NS } from '#config/i18n-namespaces';
import { useAlertSettings, useSaveAlertSettings } from '#features/alerts/api/alert-settings';
import { errorText } from '#lib/error-text';
import { usePageTitle } from '#lib/use-page-title';
import { usePhonePush } from './use-phone-push';

const box = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5';
// py-1: two options of two lines each (Tamil on a phone) would otherwise read as one block.
const choice = 'flex min-h-11 cursor-pointer items-center gap-3 py-1 text-slate-800';
const input = 'h-5 w-5 shrink-0 accent-brand-600';

/** "Alerts on this phone": Web Push for this browser, when the app has a service worker and the server has VAPID keys. */
function PhoneAlerts() {
  const { t } = useTranslation(ALERTS_NS);
  const toast = useToast();
  const push = usePhonePush();
  const on = push.state === 'on';
  const usable = push.state === 'on' || push.state === 'off';
  const toggle = () =>
    (on ? push.turnOff() : push.turnOn()).catch((error: unknown) =>
      toast.error(errorText(t, error, 'screen.pushFailed', [ALERTS_NS])),
    );
  return (
    <section className={box} aria-labelledby="phone-alerts">
      <h2 id="phone-alerts" className="text-lg font-semibold text-slate-900">
        {t('screen.phoneTitle')}
      </h2>
      {push.state === 'checking' ? (
        <Spinner />
      ) : usable ? (
        <label className={`${choice} mt-2`}>
          <input
            type="checkbox"
            role="switch"
            className={input}
            checked={on}
            disabled={push.busy}
            onChange={() => void toggle()}
            data-testid="phone-alerts"
          />
          <span>{t('screen.phoneHint')}</span>
        </label>
      ) : (
        <p className="mt-2 text-slate-700" data-testid="phone-alerts-unavailable">
          {t(push.state === 'blocked' ? 'screen.pushBlocked' : 'screen.pushUnavailable')}
        </p>
      )}
    </section>
  );
}

/** The SMS settings, saved to the server: which kinds, and whether also when push is on. Starts from the saved ones. */
function SmsAlerts({ saved }: { saved: AlertSettings }) {
  const { t } = useTranslation(ALERTS_NS);
  const toast = useToast();
  const save = useSaveAlertSettings();
  const [form, setForm] = useState<AlertSettings>({ sms: saved.sms, smsWhen: saved.smsWhen });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(form, {
      onSuccess: (answer) => toast.success(answer.message ?? t('messages.saved')),
      onError: (error) => toast.error(errorText(t, error, 'screen.error', [ALERTS_NS])),
    });
  };
  const when = (value: SmsWhen) => (
    <label className={choice}>
      <input
        type="radio"
        name="smsWhen"
        className={input}
        checked={form.smsWhen === value}
        onChange={() => setForm({ ...form, smsWhen: value })}
      />
      <span>{t(value === 'always' ? 'screen.always' : 'screen.noPush')}</span>
    </label>
  );

  return (
    <form className={`${box} space-y-4`} onSubmit={submit}>
      <fieldset>
        <legend className="text-lg font-semibold text-slate-900">{t('screen.smsTitle')}</legend>
        {SMS_ALERT_KINDS.map((kind) => (
          <label key={kind} className={choice}>
            <input
              type="checkbox"
              className={input}
              name={kind}
              checked={form.sms[kind]}
              onChange={(event) => setForm({ ...form, sms: { ...form.sms, [kind]: event.target.checked } })}
            />
            <span>{t(`screen.${kind}`)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend className="font-semibold text-slate-900">{t('screen.whenTitle')}</legend>
        {when('no_push')}
        {when('always')}
      </fieldset>
      <p className="text-sm text-slate-600">{t('screen.rules')}</p>
      <Button type="submit" disabled={save.isPending}>
        {t('screen.save')}
      </Button>
    </form>
  );
}

/** The Alerts screen (docs/decisions/026): push on this phone, and what comes by SMS. */
export function AlertsScreen() {
  const { t } = useTranslation(ALERTS_NS);
  usePageTitle(t('screen.title'));
  const settings = useAlertSettings();
  return (
    <div className="max-w-2xl space-y-5">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('screen.title')}</h1>
        <p className="mt-1 text-slate-600">{t('screen.subtitle')}</p>
      </header>
      <PhoneAlerts />
      {settings.isPending ? (
        <Spinner />
      ) : settings.isError ? (
        <ErrorState text={t('screen.error')} onRetry={() => void settings.refetch()} />
      ) : (
        <SmsAlerts saved={settings.data.data} />
      )}
    </div>
  );
}
