import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { roleFromUserTypeId } from '@lorrybazaar/contract';
import { EmptyState, ErrorState } from '#components/ui/result-states';
import { Spinner } from '#components/ui/spinner';
import { OPS_NS } from '#config/i18n-namespaces';
import { paths } from '#config/paths';
import { errorText } from '#lib/error-text';
import { useUserSearch } from '../api/search-users';
import { SearchForm, useSearchQuery } from './search-form';
import { Tag } from './section';

/** Find a user by mobile (any part), name or company, in any script. */
export function Users() {
  const { t } = useTranslation(OPS_NS);
  const q = useSearchQuery();
  const found = useUserSearch(q);
  return (
    <div className="space-y-3">
      <SearchForm label={t('users.search')} />
      {!q ? null : found.isPending ? (
        <Spinner />
      ) : found.isError ? (
        <ErrorState text={errorText(t, found.error, 'errors.notFound', [OPS_NS])} />
      ) : found.data.data.length === 0 ? (
        <EmptyState text={t('users.empty')} />
      ) : (
        <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {found.data.data.map((user) => {
            const role = roleFromUserTypeId(user.user_types_id);
            return (
              <li key={user.user_id}>
                <Link
                  to={paths.ops.user(user.user_id)}
                  className="flex flex-wrap items-center gap-2 px-4 py-3 hover:bg-slate-50"
                >
                  <span className="font-semibold break-words text-slate-900">
                    {user.users_name || user.company}
                  </span>
                  <span className="text-sm text-slate-600">{user.users_mobile}</span>
                  {role && <Tag>{t(`roles.${role}`, { ns: 'translation' })}</Tag>}
                  {user.suspended && <Tag tone="red">{t('users.suspended')}</Tag>}
                  {user.open_reports > 0 && (
                    <Tag tone="amber">{t('users.openReports', { count: user.open_reports })}</Tag>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
