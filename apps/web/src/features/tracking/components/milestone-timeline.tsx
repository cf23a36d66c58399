import { useTranslation } from 'react-i18next';
import { TRIP_MILESTONES, type Milestone } from '@lorrybazaar/contract';
import { TRACKING_NS } from '#config/i18n-namespaces';
import { formatCount, formatDateTime } from '#lib/format';

type Shown = Pick<Milestone, 'kind' | 'at'> & Partial<Pick<Milestone, 'outside_area' | 'distance_km'>>;

/**
 * The five milestones top to bottom, each with the time it was checked in (India time) or "not
 * yet" ("not recorded" once the trip is delivered: none will come); one checked in far from its
 * place says how far. The trip page and the public page share it.
 */
export function MilestoneTimeline({ milestones, delivered }: { milestones: Shown[]; delivered: boolean }) {
  const { t, i18n } = useTranslation(TRACKING_NS);
  const byKind = new Map(milestones.map((m) => [m.kind, m]));
  return (
    <ol aria-label={t('timeline.title')} className="space-y-3">
      {TRIP_MILESTONES.map((kind, index) => {
        const done = byKind.get(kind);
        const last = index === TRIP_MILESTONES.length - 1;
        return (
          <li key={kind} className="relative flex gap-3" data-testid={`milestone-${kind}`} data-done={!!done}>
            {!last && (
              <span
                aria-hidden="true"
                className={`absolute top-5 -bottom-3 left-[9px] w-0.5 ${done ? 'bg-brand-600' : 'bg-slate-200'}`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative mt-0.5 h-5 w-5 shrink-0 rounded-full border-4 ${
                done ? 'border-brand-600 bg-brand-600' : 'border-slate-300 bg-white'
              }`}
            />
            <div className="min-w-0">
              <p className={`text-sm font-semibold ${done ? 'text-slate-900' : 'text-slate-500'}`}>
                {t(`milestones.${kind}`)}
              </p>
              <p className="text-xs text-slate-600">
                {done ? formatDateTime(done.at) : t(delivered ? 'timeline.notRecorded' : 'timeline.notYet')}
              </p>
              {done?.outside_area && (
                <p className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
                  {t('timeline.outsideArea', {
                    km: formatCount(Math.round(done.distance_km ?? 0), i18n.language),
                  })}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
