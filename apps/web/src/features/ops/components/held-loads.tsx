import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#components/ui/button';
import { EmptyState, ErrorState } from '#components/ui/result-states';
import { Spinner } from '#components/ui/spinner';
import { useToast } from '#components/ui/toast';
import { OPS_NS } from '#config/i18n-namespaces';
import { paths } from '#config/paths';
import { errorText } from '#lib/error-text';
import { formatDate, formatRupees } from '#lib/format';
import { useHeldLoads, useReleaseLoad } from '../api/held-loads';
import { Section } from './section';

/**
 * Loads held for their price (docs/decisions/049): an asking price above twice the lane's usual
 * range from a poster who is not verified. Each shows the price against the range; Release puts it
 * in the marketplace. A load left held stays out of it (a fake load is dealt with by its poster:
 * the poster's page suspends them).
 */
export function HeldLoads() {
  const { t, i18n } = useTranslation(OPS_NS);
  const toast = useToast();
  const held = useHeldLoads();
  const release = useReleaseLoad();
  const lng = i18n.language;
  return (
    <Section title={t('heldLoads.title')} testId="held-loads">
      <p className="mb-3 text-sm text-slate-600">{t('heldLoads.hint')}</p>
      {held.isPending ? (
        <Spinner />
      ) : held.isError ? (
        <ErrorState text={errorText(t, held.error, 'errors.notFound', [OPS_NS])} />
      ) : held.data.data.length === 0 ? (
        <EmptyState text={t('heldLoads.empty')} />
      ) : (
        <ul className="divide-y divide-slate-100">
          {held.data.data.map((load) => (
            <li key={load.loads_id} className="flex flex-wrap items-center gap-3 py-3 text-sm">
              <div className="min-w-0 flex-1">
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
              <Button
                variant="secondary"
                disabled={release.isPending}
                onClick={() =>
                  release.mutate(load.loads_id, {
                    onSuccess: (answer) => toast.success(answer.message),
                    onError: (error) => toast.error(errorText(t, error, 'errors.notFound', [OPS_NS])),
                  })
                }
              >
                {t('heldLoads.release')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
