import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { NavigationProgress } from '#components/ui/navigation-progress';
import { LanguagePicker } from '#components/ui/language-picker';
import { Logo } from '#components/ui/logo';
import { Spinner } from '#components/ui/spinner';
import { OPS_NS } from '#config/i18n-namespaces';
import { paths } from '#config/paths';
import { ApiError } from '#lib/api-client';
import { signInPath } from '#lib/next-path';
import { buttonClass } from '#components/ui/button';
import { useOpsMe } from '#features/ops/api/get-ops-me';

const NAV = [
  ['queue', paths.ops.queue],
  ['reports', paths.ops.reports],
  ['users', paths.ops.users],
  ['counts', paths.ops.counts],
  ['payments', paths.ops.payments],
  ['audit', paths.ops.audit],
] as const;

/**
 * The operator console's own shell (docs/decisions/029-operator-console.md): a top bar and a
 * tab row that scrolls sideways on a phone. The console opens once the server says the signed-in
 * account is an operator; otherwise it says why and links home, where sign-in is.
 */
export function OpsShell() {
  const { t } = useTranslation(OPS_NS);
  const me = useOpsMe();
  const status = me.error instanceof ApiError ? me.error.status : 0;

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="flex min-h-14 flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-200 bg-white px-4 py-2">
        <Link to={paths.home} aria-label={t('nav.backToApp')}>
          <Logo />
        </Link>
        {/* On a phone the title has a line of its own under the logo and the language: "ஆப்பரேட்டர்
            கன்சோல்" does not fit between them at 360 px, and a cut title says nothing. */}
        <p className="order-last w-full text-sm font-semibold text-slate-700 sm:order-none sm:w-auto">
          {t('title')}
        </p>
        <div className="ml-auto shrink-0">
          <LanguagePicker />
        </div>
      </header>
      {me.isSuccess && (
        <nav aria-label={t('nav.menu')} className="overflow-x-auto border-b border-slate-200 bg-white">
          <ul className="mx-auto flex max-w-5xl gap-1 px-2">
            {NAV.map(([key, to]) => (
              <li key={key}>
                <NavLink
                  to={to}
                  end={to === paths.ops.queue}
                  className={({ isActive }) =>
                    `flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 text-sm font-semibold ${
                      isActive ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600'
                    }`
                  }
                >
                  {t(`nav.${key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <NavigationProgress />
      <main className="mx-auto max-w-5xl px-4 py-4">
        {me.isPending ? (
          <Spinner />
        ) : me.isSuccess ? (
          <Outlet />
        ) : (
          <div role="alert" className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
            <p className="text-base text-slate-800">{status === 403 ? t('notOperator') : t('signIn')}</p>
            {status === 403 ? (
              <Link to={paths.home} className="mt-3 inline-block font-semibold text-brand-700 underline">
                {t('nav.backToApp')}
              </Link>
            ) : (
              // The role cards, then back here: any account of an operator's mobile opens the console.
              <Link
                to={signInPath({ pathname: paths.ops.queue, search: '' })}
                className={buttonClass('primary', 'mt-4')}
                data-testid="ops-sign-in"
              >
                {t('Sign In', { ns: 'translation' })}
              </Link>
            )}
          </div>
        )}
      </main>
    </div>
  );
}
