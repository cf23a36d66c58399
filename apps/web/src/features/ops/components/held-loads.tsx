import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOAD_REJECT_REASONS, type HeldLoad, type LoadRejectReason } from '@lorrybazaar/contract';
import { Link } from 'react-router';
import { Button } from '#components/ui/button';
import { SelectField } from '#components/ui/select-field';
import { EmptyState, ErrorState } from '#components/ui/result-states';
import { Spinner } from '#components/ui/spinner';
import { useToast } from '#components/ui/toast';
import { OPS_NS } from '#config/i18n-namespaces';
import { paths } from '#config/paths';
import { errorText } from '#lib/error-text';
import { formatDate, formatRupees } from '#lib/format';
import { useHeldLoads, useRejectLoad, useReleaseLoad } from '../api/held-loads';
import { Section } from './section';

/**
 * Loads held for their price (docs/decisions/049): an asking price above twice the lane's usual
 * range from a poster who is not verified. Each shows the price against the range; Release puts it
 * in the marketplace, Reject with a reason closes it unlisted and tells its poster why (decision
 * 057). A hold nobody decides in time is closed by the server.
 */
export function HeldLoads() {
  const { t } = useTranslation(OPS_NS);
  const toast = useToast();
  const held = useHeldLoads();
  // The mutations live here, not in a row: a decided load's row leaves the list when the list is
  // read again, before a row's own callbacks would run, and the toast must still show.
  const release = useReleaseLoad();
  const reject = useRejectLoad();
  const handlers = {
    onSuccess: (answer: { message: string }) => toast.success(answer.message),
    onError: (error: unknown) => toast.error(errorText(t, error, 'errors.notFound', [OPS_NS])),
  };
  const actions: RowActions = {
    busy: release.isPending || reject.isPending,
    release: (loadId) => release.mutate(loadId, handlers),
    reject: (loadId, reason) => reject.mutate({ loadId, reason }, handlers),
  };
  return (
    <Section title={t('heldLoads.title')} testId="held-loads">
      <p className="mb-1 text-sm text-slate-600">{t('heldLoads.hint')}</p>
      <p className="mb-3 text-sm text-slate-600">{t('heldLoads.rejectHint')}</p>
      {held.isPending ? (
        <Spinner />
      ) : held.isError ? (
        <ErrorState text={errorText(t, held.error, 'errors.notFound', [OPS_NS])} />
      ) : held.data.data.length === 0 ? (
        <EmptyState text={t('heldLoads.empty')} />
      ) : (
        <ul className="divide-y divide-slate-100">
          {held.data.data.map((load) => (
            <HeldLoadRow key={load.loads_id} load={load} actions={actions} />
          ))}
        </ul>
      )}
    </Section>
  );
}

/** One held load: its price against the lane, its poster, Release, and Reject with a reason. */
interface RowActions {
  busy: boolean;
  release: (loadId: string) => void;
  reject: (loadId: string, reason: LoadRejectReason) => void;
}

function HeldLoadRow({ load, actions }: { load: HeldLoad; actions: RowActions }) {
  const { t, i18n } = useTranslation(OPS_NS);
  const [reason, setReason] = useState<LoadRejectReason | ''>('');
  const lng = i18n.language;
  const { busy } = actions;
  return (
    <li className="flex flex-wrap items-end gap-3 py-3 text-sm" data-testid={`held-load-${load.loads_id}`}>
      <div className="min-w-0 flex-1 basis-60">
        <p className="font-semibold text-slate-900">
          {load.pickupLoc} → {load.deliveryLoc} · {formatDate(load.pickupDate)}
        </p>
        <p className="text-slate-700">
          {t('heldLoads.price', {
            asking: formatRupees(load.asking, lng),
            low: formatRupees(load.low, lng),
            high: formatRupees(load.high, lng),
          })}
        </p>
        <Link to={paths.ops.user(load.users_id)} className="text-brand-700 underline">
          {load.users_name || load.users_id}
        </Link>
      </div>
      <Button variant="secondary" disabled={busy} onClick={() => actions.release(load.loads_id)}>
        {t('heldLoads.release')}
      </Button>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (reason) actions.reject(load.loads_id, reason);
        }}
      >
        <SelectField
          label={t('heldLoads.reason')}
          placeholder={t('heldLoads.reason')}
          required
          value={reason}
          onChange={(event) => setReason(event.target.value as LoadRejectReason | '')}
          options={LOAD_REJECT_REASONS.map((value) => ({ value, label: t(`heldLoads.reasons.${value}`) }))}
        />
        <Button type="submit" variant="danger" disabled={!reason || busy}>
          {t('heldLoads.reject')}
        </Button>
      </form>
    </li>
  );
}
