import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DOCUMENT_STATUS,
  DOCUMENT_TYPE_KEY,
  MOBILE_PREFIX,
  ROLE_DOCUMENT_TYPES,
  ROLE_PREFIX,
  formatLandline,
  type Role,
  type SessionRecord,
} from '@lorrybazaar/contract';
import { paths } from '#config/paths';
import { Button, buttonClass } from '#components/ui/button';
import { PageSpinner } from '#components/ui/spinner';
import { useSession } from '#lib/store';
import { formatDate } from '#lib/format';
import { usePlaceName } from '#lib/place-names';
import { usePageTitle } from '#lib/use-page-title';
import { useProfile } from '#features/profile/api/get-profile';
import { PROFILE_NS } from '#config/i18n-namespaces';
import { completionScreenPath, useProfileCompletion } from '#features/profile/use-profile-completion';
import { Avatar } from './avatar';
import { Card } from './card';
import { DocumentLinks } from './document-links';
import { StatusBadge, VerificationBadge } from './status-badge';

/**
 * One detail of the user's own profile. An empty one says "Not added yet" (not "no information
 * found", which reads like a fault) with an Add link to the screen that fills it.
 */
function Row({
  label,
  value,
  testId,
  addTo,
}: {
  label: string;
  value: string;
  testId?: string;
  addTo: string;
}) {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <div className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:gap-4">
      <dt className="w-40 shrink-0 text-sm text-slate-500">{label}</dt>
      {value ? (
        <dd className="min-w-0 break-words font-medium text-slate-900" data-testid={testId}>
          {value}
        </dd>
      ) : (
        <dd className="flex min-w-0 flex-wrap items-baseline gap-x-3">
          <span className="text-slate-500" data-testid={testId}>
            {t('page.noData')}
          </span>
          <Link
            to={addTo}
            className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2 sm:min-h-0"
            aria-label={t('page.addLabel', { field: label })}
          >
            {t('page.add')}
          </Link>
        </dd>
      )}
    </div>
  );
}

function CompletionCard() {
  const { t } = useTranslation(PROFILE_NS);
  const { role, percent, missing } = useProfileCompletion();
  if (!role || percent === null || percent === 100) return null;
  return (
    <section
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      data-testid="profile-completion"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t('completion.title')}</h2>
        <p className="text-sm font-semibold text-brand-700">{t('completion.percent', { percent })}</p>
      </div>
      <div
        role="progressbar"
        aria-label={t('completion.title')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-500" style={{ width: `${percent}%` }} />
      </div>
      <ul className="mt-4 flex flex-wrap gap-2">
        {missing.map((gap) => (
          <li key={gap.item}>
            <Link
              to={completionScreenPath(role, gap.screen)}
              className={buttonClass('secondary', 'min-h-10 px-3')}
            >
              {gap.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The role's profile: picture, name, mobile, e-mail, landline and Edit; Basic
 * Details (address, district, state, GSTIN) with Edit; the role's two documents with their
 * status, View and Download, and Edit; the verification badge.
 */
export function ProfileScreen({ role }: { role: Role }) {
  const { t } = useTranslation(PROFILE_NS);
  usePageTitle(t('page.title'));
  const session = useSession();
  const ownId = session[`${ROLE_PREFIX[role]}_id` as keyof SessionRecord];
  const query = useProfile(role, ownId);
  const placeName = usePlaceName();

  if (query.isPending) return <PageSpinner />;
  if (query.isError || !query.data) {
    return (
      <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200" role="alert">
        <p className="text-slate-700">{query.isError ? t('page.loadFailed') : t('page.loadEmpty')}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
          {t('page.retry')}
        </Button>
      </div>
    );
  }

  const profile = query.data;
  const editAddress = paths.roleEditProfile(role);
  const renew = async (typeId: string) =>
    (await query.refetch()).data?.documents.find((doc) => doc.type_id === typeId);

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('page.title')}</h1>

      <section
        className="flex flex-col gap-5 rounded-2xl bg-gradient-to-r from-brand-700 to-brand-500 p-5 text-white shadow-sm sm:flex-row sm:items-center sm:p-6"
        aria-label={profile.name}
        data-testid="profile-header"
      >
        <Avatar src={profile.picture} alt={t('page.pictureAlt', { name: profile.name })} />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            {/* A name is never cut: long names (up to 60 characters) wrap. */}
            <p className="break-words text-xl font-bold" data-testid="profile-name">
              {profile.name}
            </p>
            <VerificationBadge verified={profile.verified} />
          </div>
          {profile.company && role !== 'driver' && <p className="text-brand-50">{profile.company}</p>}
          <p className="text-sm text-brand-50">
            <span className="sr-only">{t('page.mobile')}: </span>
            <span data-testid="profile-mobile">{`${MOBILE_PREFIX} ${profile.mobile}`}</span>
          </p>
          <p className="truncate text-sm text-brand-50">
            <span className="sr-only">{t('page.email')}: </span>
            <span data-testid="profile-email">{profile.email || t('page.noData')}</span>
          </p>
          {/* The landline given at registration, changed in Edit Basic Details. */}
          <p className="text-sm text-brand-50">
            <span>{t('profile.landPhone', { ns: 'translation' })}: </span>
            <span data-testid="profile-land-phone">{formatLandline(profile.phone) || t('page.noData')}</span>
          </p>
          {profile.memberSince && (
            <p className="text-xs text-brand-100">
              {t('page.memberSince', { date: formatDate(profile.memberSince) })}
            </p>
          )}
        </div>
        <Link
          to={paths.roleEditBasicDetails(role)}
          className={buttonClass('secondary', 'self-start sm:self-center')}
          aria-label={t('page.editBasicDetailsLabel')}
        >
          {t('page.edit')}
        </Link>
      </section>

      <CompletionCard />

      <div className="grid gap-6 lg:grid-cols-2">
        <Card
          title={t('page.basicDetails')}
          editTo={paths.roleEditProfile(role)}
          editText={t('page.edit')}
          editLabel={t('page.editAddressLabel')}
          testId="basic-details"
        >
          <dl className="divide-y divide-slate-100">
            <Row
              label={t('fields.address1')}
              value={profile.address1}
              testId="address1"
              addTo={editAddress}
            />
            <Row
              label={t('fields.address2')}
              value={profile.address2}
              testId="address2"
              addTo={editAddress}
            />
            <Row
              label={t('fields.district')}
              value={placeName(profile.districtName)}
              testId="district"
              addTo={editAddress}
            />
            <Row label={t('fields.state')} value={profile.stateName} testId="state" addTo={editAddress} />
            <Row label={t('fields.pincode')} value={profile.pincode} testId="pincode" addTo={editAddress} />
            <Row label={t('fields.gstin')} value={profile.gstin} testId="gstin" addTo={editAddress} />
          </dl>
        </Card>

        <Card
          title={t('page.documents')}
          editTo={paths.roleEditDocuments(role)}
          editText={t('page.edit')}
          editLabel={t('page.editDocumentsLabel')}
          testId="documents"
        >
          <ul className="divide-y divide-slate-100">
            {ROLE_DOCUMENT_TYPES[role].map((typeId) => {
              const doc = profile.documents.find((entry) => entry.type_id === String(typeId));
              const label = t(`documents.${DOCUMENT_TYPE_KEY[typeId]}`);
              return (
                <li key={typeId} className="space-y-2 py-3" data-testid={`document-${typeId}`}>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="font-medium text-slate-900">{label}</p>
                    <StatusBadge status={doc?.status ?? null} />
                  </div>
                  {doc?.reason && (
                    <p className="text-sm text-red-700" data-testid="document-reason">
                      {t('page.rejectedReason', { reason: t(`reviewReasons.${doc.reason}`) })}
                    </p>
                  )}
                  {doc && (
                    <>
                      <p className="truncate text-sm text-slate-600" data-testid="document-file-name">
                        {doc.file_name}
                      </p>
                      {/* A rejected or revoked document says why (the operator's reason, decision 046). */}
                      {doc.status === DOCUMENT_STATUS.rejected && (
                        <p className="text-sm text-red-700" data-testid="document-rejection">
                          {t(`rejection.${doc.reason ?? 'other'}`)}
                        </p>
                      )}
                      <DocumentLinks doc={doc} label={label} renew={() => renew(doc.type_id)} />
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </Card>
      </div>
    </div>
  );
}
