import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_PREFIX, type ProfileView, type Role, type SessionRecord } from '@lorrybazaar/contract';
import { paths } from '#config/paths';
import { Button } from '#components/ui/button';
import { PageSpinner } from '#components/ui/spinner';
import { useSession } from '#lib/store';
import { useProfile } from '#features/profile/api/get-profile';
import { PROFILE_NS } from '#config/i18n-namespaces';
import { usePageTitle } from '#lib/use-page-title';
import { ScreenHeader } from './card';

/** An edit screen: its title and back link, then the form once the profile is loaded. */
export function EditScreen({
  role,
  title,
  children,
}: {
  role: Role;
  title: string;
  children: (profile: ProfileView) => ReactNode;
}) {
  const { t } = useTranslation(PROFILE_NS);
  usePageTitle(title);
  const session = useSession();
  const query = useProfile(role, session[`${ROLE_PREFIX[role]}_id` as keyof SessionRecord]);
  // The form takes its defaults once; later refetches (fresh links) must not reset it.
  const profile = query.data;
  return (
    <div className="mx-auto max-w-3xl">
      <ScreenHeader title={title} backTo={paths.roleProfile(role)} backText={t('page.title')} />
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        {query.isPending ? (
          <PageSpinner />
        ) : !profile ? (
          <div className="text-center" role="alert">
            <p className="text-slate-700">{query.isError ? t('page.loadFailed') : t('page.loadEmpty')}</p>
            <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
              {t('page.retry')}
            </Button>
          </div>
        ) : (
          children(profile)
        )}
      </div>
    </div>
  );
}
