import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can, roleFromUserTypeId, type Role } from '@lorrybazaar/contract';
import { buttonClass } from '#components/ui/button';
import { paths } from '#config/paths';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { useSession } from '#lib/store';

const linkClass = 'text-sm font-semibold text-brand-700 underline';

/** The step an empty list offers: what `EmptyNextStep` shows. */
export type NextStep = 'clear' | 'addLoad' | 'postTruck' | null;

/**
 * A search that found nothing can be cleared; an unfiltered empty list offers the viewer's own
 * side of the trade, which the other side will then find. Loads: someone who cannot bid on them
 * (a shipper) adds their own, a truck owner posts a truck. Trucks: a load owner adds a load for
 * trucks to bid on.
 */
export function nextStep(list: 'loads' | 'trucks', searched: boolean, role: Role | null): NextStep {
  if (searched) return 'clear';
  if (list === 'trucks') return can(role, 'postLoads') ? 'addLoad' : null;
  if (can(role, 'postLoads') && !can(role, 'bidOnLoads')) return 'addLoad';
  return can(role, 'ownTrucks') ? 'postTruck' : null;
}

/** The step an empty marketplace list offers, so nobody is left at "No loads found." (decision 058). */
export function EmptyNextStep({
  list,
  searched,
  onClear,
}: {
  list: 'loads' | 'trucks';
  searched: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation(MARKETPLACE_NS);
  const step = nextStep(list, searched, roleFromUserTypeId(useSession().user_types_id));
  if (step === 'clear')
    return (
      <button type="button" className={buttonClass('secondary')} onClick={onClear} data-testid="empty-clear">
        {t('screens.search.clear')}
      </button>
    );
  if (step === 'addLoad')
    return (
      <Link to={paths.shared.addLoad} className={linkClass}>
        {t('screens.addLoad.title')}
      </Link>
    );
  if (step === 'postTruck')
    return (
      <Link to={paths.shared.yourTruck} className={linkClass}>
        {t('empty.postTruck')}
      </Link>
    );
  return null;
}
