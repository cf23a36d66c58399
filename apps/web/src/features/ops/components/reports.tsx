import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REPORT_STATUS, type OpsReport } from '@lorrybazaar/contract';
import { Button } from '#components/ui/button';
import { EmptyState, ErrorState } from '#components/ui/result-states';
import { Spinner } from '#components/ui/spinner';
import { useToast } from '#components/ui/toast';
import { OPS_NS } from '#config/i18n-namespaces';
import { paths } from '#config/paths';
import { errorText } from '#lib/error-text';
import { formatDateTime } from '#lib/format';
import { useDecideReport } from '../api/decide-report';
import { useReports } from '../api/get-reports';
import { Tag } from './section';

function ReportCard({ report }: { report: OpsReport }) {
  const { t } = useTranslation(OPS_NS);
  const toast = useToast();
  const decide = useDecideReport();
  const close = (outcome: 'resolved' | 'dismissed') =>
    decide.mutate(
      { id: report.report_id, outcome },
      {
        onSuccess: () => toast.success(t(`reports.${outcome}`)),
        onError: (error) => toast.error(errorText(t, error, 'validation.invalid', [OPS_NS])),
      },
    );
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="ops-report">
      <div className="flex flex-wrap items-center gap-2">
        <Tag>{t(`reports.targets.${report.target_kind}`)}</Tag>
        <Tag tone="amber">{t(`trust.reportReasons.${report.reason}`, { ns: 'translation' })}</Tag>
        {report.target_hidden && <Tag tone="red">{t('reports.hidden')}</Tag>}
        <span className="text-xs text-slate-500">{formatDateTime(report.created_at)}</span>
      </div>
      {report.target_summary && (
        <p className="mt-2 text-sm font-medium break-words text-slate-900">{report.target_summary}</p>
      )}
      <p className="mt-1 text-sm text-slate-700">
        {t('reports.about', { name: report.target_user_name, mobile: report.target_user_mobile })}
      </p>
      {report.note && <p className="mt-1 text-sm break-words text-slate-700">“{report.note}”</p>}
      <p className="mt-1 text-xs text-slate-500">{t('reports.by', { name: report.reporter_name })}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={paths.ops.user(report.target_user_id)}
          className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-700 underline"
        >
          {t('reports.viewUser')}
        </Link>
        {report.status === REPORT_STATUS.open ? (
          <>
            <Button onClick={() => close('resolved')} disabled={decide.isPending}>
              {t('reports.resolve')}
            </Button>
            <Button variant="secondary" onClick={() => close('dismissed')} disabled={decide.isPending}>
              {t('reports.dismiss')}
            </Button>
          </>
        ) : (
          <Tag>{t(`reports.status.${report.status}`)}</Tag>
        )}
      </div>
    </li>
  );
}

/** The reports queue: open reports first; closed ones on their own tab. */
export function Reports() {
  const { t } = useTranslation(OPS_NS);
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const reports = useReports(status);
  return (
    <div className="space-y-3">
      <div role="tablist" className="flex gap-2">
        {(['open', 'closed'] as const).map((tab) => (
          <button
            key={tab}
            role="tab"
            type="button"
            aria-selected={status === tab}
            onClick={() => setStatus(tab)}
            className={`min-h-11 rounded-lg px-4 text-sm font-semibold ${status === tab ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200'}`}
          >
            {t(`reports.${tab}`)}
          </button>
        ))}
      </div>
      {reports.isPending ? (
        <Spinner />
      ) : reports.isError ? (
        <ErrorState
          text={errorText(t, reports.error, 'errors.notFound', [OPS_NS])}
          onRetry={() => void reports.refetch()}
        />
      ) : reports.data.data.length === 0 ? (
        <EmptyState text={t('reports.empty')} />
      ) : (
        <ul className="space-y-3">
          {reports.data.data.map((report) => (
            <ReportCard key={report.report_id} report={report} />
          ))}
        </ul>
      )}
    </div>
  );
}
