import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can, roleFromUserTypeId, type Role } from '@lorrybazaar/contract';
import { buttonClass } from '#components/ui/button';
import { paths } from '#config/paths';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { useSession } from '#lib/store';

const linkClass = 'text-sm font-semibold text-brand-700 underline';

/** A step an empty list offers: what `EmptyNextStep` shows. */
export type NextStep = 'clear' | 'addLoad' | 'postTruck';

/**
 * The viewer's own side of the trade, which the other side will then find. Loads: someone who
 * cannot bid on them (a shipper) adds their own, a truck owner posts a truck. Trucks: a load owner
 * adds a load for trucks to bid on.
 */
function ownStep(list: 'loads' | 'trucks', role: Role | null): NextStep | undefined {
  if (list === 'trucks') return can(role, 'postLoads') ? 'addLoad' : undefined;
  if (can(role, 'postLoads') && !can(role, 'bidOnLoads')) return 'addLoad';
  return can(role, 'ownTrucks') ? 'postTruck' : undefined;
}

/** A search that found nothing can be cleared first; searched or not, the viewer's own step. */
export function nextSteps(list: 'loads' | 'trucks', searched: boolean, role: Role | null): NextStep[] {
  const own = ownStep(list, role);
  return [...(searched ? (['clear'] as const) : []), ...(own ? [own] : [])];
}

/**
 * The viewer's own items are never in the marketplace's lists (decision 006): an empty list says
 * so to whoever has items of that kind, and where they are, so a shipper who searched for their
 * own load's place is not led to add it again.
 */
export function ownItemsNote(list: 'loads' | 'trucks', role: Role | null) {
  if (list === 'loads') return can(role, 'postLoads') ? OWN_ITEMS.loads : null;
  return can(role, 'ownTrucks') ? OWN_ITEMS.trucks : null;
}

const OWN_ITEMS = {
  loads: { to: paths.shared.yourLoads, text: 'empty.ownLoadsHidden' },
  trucks: { to: paths.shared.yourTruck, text: 'empty.ownTrucksHidden' },
} as const;

/** Where each of the two steps that are links goes, and its words. */
const LINKS = {
  addLoad: { to: paths.shared.addLoad, text: 'screens.addLoad.title' },
  postTruck: { to: paths.shared.yourTruck, text: 'empty.postTruck' },
} as const;

/** The steps an empty marketplace list offers, so nobody is left at "No loads found." (decision 058). */
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
  const role = roleFromUserTypeId(useSession().user_types_id);
  const steps = nextSteps(list, searched, role);
  const note = ownItemsNote(list, role);
  if (!steps.length && !note) return null;
  return (
    <div className="flex flex-col items-center gap-3">
      {note && (
        <Link
          to={note.to}
          className="text-center text-sm text-slate-600 underline"
          data-testid="empty-own-note"
        >
          {t(note.text)}
        </Link>
      )}
      {steps.map((step) =>
        step === 'clear' ? (
          <button
            key={step}
            type="button"
            className={buttonClass('secondary')}
            onClick={onClear}
            data-testid="empty-clear"
          >
            {t('screens.search.clear')}
          </button>
        ) : (
          <Link key={step} to={LINKS[step].to} className={linkClass}>
            {t(LINKS[step].text)}
          </Link>
        ),
      )}
    </div>
  );
}
