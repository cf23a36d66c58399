import { useTranslation } from 'react-i18next';
import type { Role } from '@lorrybazaar/contract';
import { useOpenSignIn } from '../../../features/auth/components/sign-in-provider';

const ROLE_ORDER: Role[] = ['transporter', 'broker', 'shipper', 'driver'];

function RegisterAs() {
  const { t } = useTranslation();
  const openSignIn = useOpenSignIn();
  return (
    <section aria-labelledby="register-as" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="register-as" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('landing.registerAs')}
      </h2>
      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {ROLE_ORDER.map((role) => (
          <button
            key={role}
            type="button"
            onClick={() => openSignIn(role)}
            data-testid={`register-card-${role}`}
            className="flex flex-col rounded-2xl bg-white p-5 text-left shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <span className="text-lg font-semibold text-brand-700">{t(`landing.cards.${role}.title`)}</span>
            <span className="mt-2 flex-1 text-sm text-slate-600">{t(`landing.cards.${role}.text`)}</span>
            <span className="mt-4 text-sm font-semibold text-brand-700">
              {t('landing.signInAs', { role: t(`roles.${role}`) })} →
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}

export function LandingRoute() {
  const { t } = useTranslation();
  return (
    <main>
      <section className="bg-gradient-to-br from-brand-900 via-brand-700 to-brand-500 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <h1 className="max-w-2xl text-3xl font-extrabold leading-tight sm:text-5xl">
            {t('landing.headline')}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-brand-50">{t('landing.tagline')}</p>
        </div>
      </section>
      <RegisterAs />
    </main>
  );
}
