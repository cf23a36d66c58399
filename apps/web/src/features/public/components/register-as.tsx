import { useTranslation } from 'react-i18next';
import type { Role } from '@lorrybazaar/contract';
import { useOpenSignIn } from '#lib/sign-in';
import { PUBLIC_NS } from '#config/i18n-namespaces';
import { RoleIcon } from './icons';

const ROLE_ORDER: Role[] = ['transporter', 'broker', 'shipper', 'driver'];

/** The "Register As" cards: each opens the sign-in modal of its role. */
export function RegisterAs() {
  const { t } = useTranslation(PUBLIC_NS);
  const openSignIn = useOpenSignIn();
  return (
    <section aria-labelledby="register-as" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h2 id="register-as" className="scroll-mt-20 text-center text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('landing.registerAs')}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{t('landing.registerIntro')}</p>
      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {ROLE_ORDER.map((role) => (
          <button
            key={role}
            type="button"
            onClick={() => openSignIn(role)}
            data-testid={`register-card-${role}`}
            className="flex flex-col rounded-2xl bg-white p-5 text-left shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand-500 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
          >
            <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <RoleIcon role={role} />
            </span>
            <span className="mt-4 text-lg font-semibold text-brand-700">
              {t(`landing.cards.${role}.title`)}
            </span>
            <span className="mt-2 flex-1 text-sm text-slate-600">{t(`landing.cards.${role}.text`)}</span>
            <span className="mt-4 text-sm font-semibold text-brand-700">
              {t('landing.signInAs', { role: t(`roles.${role}`, { ns: 'translation' }) })}{' '}
              <span aria-hidden="true">→</span>
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}
