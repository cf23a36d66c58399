import { useTranslation } from 'react-i18next';
import {
  MOBILE_PREFIX,
  ROLE_FIELDS,
  ROLE_PREFIX,
  type Role,
  type SessionRecord,
} from '@lorrybazaar/contract';
import { useSession } from '../../../lib/store';

function Row({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:gap-4">
      <dt className="w-48 shrink-0 text-sm text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{value || t('common.notProvided')}</dd>
    </div>
  );
}

/** The role's home: who is signed in, with the account details from registration. */
export function RoleHomeRoute({ role }: { role: Role }) {
  const { t } = useTranslation();
  const session = useSession();
  const p = ROLE_PREFIX[role];
  const field = (suffix: string) => session[`${p}_${suffix}` as keyof SessionRecord] ?? '';
  return (
    <div className="space-y-6">
      <section className="rounded-2xl bg-gradient-to-r from-brand-700 to-brand-500 p-6 text-white shadow-sm">
        <h1 className="text-2xl font-bold">{t('home.welcome', { name: session.users_name })}</h1>
        <p className="mt-1 text-brand-50">{t('home.signedInAs', { role: t(`roles.${role}`) })}</p>
      </section>
      <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 className="text-lg font-semibold">{t('home.account')}</h2>
        <dl className="mt-2 divide-y divide-slate-100">
          <Row label={t('profile.name')} value={field('name')} />
          {ROLE_FIELDS[role].company !== 'none' && (
            <Row label={t('profile.company')} value={session.company} />
          )}
          <Row label={t('home.mobile')} value={`${MOBILE_PREFIX} ${session.users_mobile}`} />
          <Row label={t('profile.email')} value={field('email')} />
          <Row label={t('profile.landPhone')} value={field('phone')} />
        </dl>
      </section>
    </div>
  );
}
