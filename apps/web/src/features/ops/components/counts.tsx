import { useTranslation } from 'react-i18next';
import { ROLES, type OpsCounts } from '@lorrybazaar/contract';
import { ErrorState } from '#components/ui/result-states';
import { Spinner } from '#components/ui/spinner';
import { OPS_NS } from '#config/i18n-namespaces';
import { errorText } from '#lib/error-text';
import { useCounts } from '../api/get-counts';
import { Section } from './section';

function Figures({ counts }: { counts: OpsCounts }) {
  const { t } = useTranslation(OPS_NS);
  const rows: [string, number][] = [
    ...ROLES.map((role): [string, number] => [
      `${t('counts.signups')}: ${t(`roles.${role}`, { ns: 'translation' })}`,
      counts.signups[role],
    ]),
    [t('counts.loads'), counts.loads],
    [t('counts.postings'), counts.postings],
    [t('counts.bids'), counts.bids],
    [t('counts.schedules'), counts.schedules],
    [t('counts.completed'), counts.completed_trips],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {rows.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-slate-50 p-3">
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className="text-xl font-bold text-slate-900">{value.toLocaleString('en-IN')}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Counts for today (India's day) and the last 30 days. */
export function Counts() {
  const { t } = useTranslation(OPS_NS);
  const counts = useCounts();
  if (counts.isPending) return <Spinner />;
  if (counts.isError) return <ErrorState text={errorText(t, counts.error, 'errors.notFound', [OPS_NS])} />;
  const { day, today, last_30_days } = counts.data.data;
  return (
    <div className="space-y-3">
      <Section title={t('counts.today', { day })} testId="counts-today">
        <Figures counts={today} />
      </Section>
      <Section title={t('counts.last30')}>
        <Figures counts={last_30_days} />
      </Section>
    </div>
  );
}
