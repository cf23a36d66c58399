import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#components/ui/button';
import { PROFILE_NS } from '#config/i18n-namespaces';
import { useProfileCompletion } from '#features/profile/use-profile-completion';
import { DASHBOARD_NS } from '#config/i18n-namespaces';
import { DashboardCard } from '#components/ui/dashboard-card';

/** Gaps the card names; the rest are counted, so the card and the profile page agree. */
const SHOWN_GAPS = 3;

/** How complete the user's profile is (the server's figure) and the screen that fills the next gap. */
export function ProfileCompletionCard({ profilePath }: { profilePath: string }) {
  const { t } = useTranslation([DASHBOARD_NS, PROFILE_NS]);
  const completion = useProfileCompletion();
  const percent = completion.percent ?? 0;
  const next = completion.missing[0];
  return (
    <DashboardCard
      title={t('completion.title', { ns: PROFILE_NS })}
      state={completion.isError ? 'error' : completion.percent === null ? 'pending' : 'success'}
      errorText={t('profile.error')}
      onRetry={() => void completion.refetch()}
      testId="profile-completion"
    >
      <p className="text-2xl font-bold text-slate-900" data-testid="profile-percent">
        {t('completion.percent', { ns: PROFILE_NS, percent })}
      </p>
      <div
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('completion.title', { ns: PROFILE_NS })}
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
      {next ? (
        <>
          <ul className="mt-3 flex-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {completion.missing.slice(0, SHOWN_GAPS).map((gap) => (
              <li key={gap.item}>{gap.label}</li>
            ))}
            {completion.missing.length > SHOWN_GAPS && (
              <li className="list-none" data-testid="profile-more-gaps">
                {t('completion.more', { ns: PROFILE_NS, count: completion.missing.length - SHOWN_GAPS })}
              </li>
            )}
          </ul>
          <Link to={next.to} className={buttonClass('primary', 'mt-4 self-start')}>
            {t('completion.completeNow', { ns: PROFILE_NS })}
          </Link>
        </>
      ) : (
        <>
          <p className="mt-3 flex-1 text-sm text-slate-700">{t('completion.complete', { ns: PROFILE_NS })}</p>
          <Link to={profilePath} className={buttonClass('secondary', 'mt-4 self-start')}>
            {t('profile.view')}
          </Link>
        </>
      )}
    </DashboardCard>
  );
}
