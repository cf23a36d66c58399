import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { MOBILE_PREFIX, isSessionCompleteFor, mobileSchema, type Role } from '@lorrybazaar/contract';
import { ProfileForm } from '#features/auth/components/profile-form';
import { useSession } from '#lib/store';
import { paths } from '#config/paths';
import { afterSignIn } from '#lib/after-sign-in';

/** /{Area}/UpdateProfile/{mobileNumber}: first-time profile completion. */
export function UpdateProfileRoute({ role }: { role: Role }) {
  const { t } = useTranslation();
  const { mobileNumber = '' } = useParams();
  const location = useLocation();
  const session = useSession();
  const prefill = (location.state as { prefill?: Record<string, string> | null } | null)?.prefill ?? null;

  if (isSessionCompleteFor(role, session))
    return <Navigate to={afterSignIn(role, location.search, session.users_operator === '1')} replace />;
  if (!mobileSchema.safeParse(mobileNumber).success) return <Navigate to={paths.home} replace />;

  return (
    <main className="mx-auto w-full max-w-md px-4 py-10">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h1 className="text-2xl font-bold text-slate-900">{t('profile.title')}</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">
          {t('profile.subtitle', { role: t(`roles.${role}`), mobile: `${MOBILE_PREFIX} ${mobileNumber}` })}
        </p>
        <ProfileForm role={role} mobile={mobileNumber} prefill={prefill} />
      </div>
    </main>
  );
}
