import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button';
import { EmptyState, ErrorState } from '#components/ui/result-states';
import { Spinner } from '#components/ui/spinner';
import { OPS_NS } from '#config/i18n-namespaces';
import { errorText } from '#lib/error-text';
import { formatDateTime } from '#lib/format';
import { useAudit } from '../api/get-audit';

const state = (value: unknown) => (value == null ? '—' : JSON.stringify(value));

/** The audit log, newest first: who did what to what, when, before and after. */
export function Audit() {
  const { t } = useTranslation(OPS_NS);
  const [page, setPage] = useState(1);
  const audit = useAudit(page);
  if (audit.isPending) return <Spinner />;
  if (audit.isError) return <ErrorState text={errorText(t, audit.error, 'errors.notFound', [OPS_NS])} />;
  if (audit.data.data.length === 0) return <EmptyState text={t('audit.empty')} />;
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {audit.data.data.map((entry) => (
          <li key={entry.audit_id} className="px-4 py-3 text-sm" data-testid="audit-entry">
            <p className="font-medium text-slate-900">
              {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })} · {entry.target_kind} #
              {entry.target_id}
            </p>
            <p className="text-xs text-slate-500">
              {formatDateTime(entry.at)} · {t('audit.by', { name: entry.operator_name })}
            </p>
            <p className="mt-1 break-all text-xs text-slate-700">
              {t('audit.before')}: {state(entry.before)} → {t('audit.after')}: {state(entry.after)}
            </p>
          </li>
        ))}
      </ul>
      <div className="flex justify-between">
        <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {t('audit.previous')}
        </Button>
        <Button
          variant="secondary"
          disabled={page >= audit.data.totalPages}
          onClick={() => setPage(page + 1)}
        >
          {t('audit.next')}
        </Button>
      </div>
    </div>
  );
}
