import { useTranslation } from 'react-i18next';
import { usePlaceName } from '#lib/place-names';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';

/**
 * Pickup above delivery, joined by a line, as on a consignment note: long place names wrap
 * instead of being cut, and a screen reader hears "From … to …". Places in the screen's language.
 */
export function RouteLine({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation(MARKETPLACE_NS);
  const placeName = usePlaceName();
  return (
    <div className="relative" data-testid="route">
      <span className="absolute top-4 bottom-4 left-[7px] w-px bg-slate-300" aria-hidden="true" />
      <ol className="space-y-2 text-sm text-slate-800">
        <Stop label={t('screens.cards.routeFrom')} place={placeName(from)} ring="border-brand-600" />
        <Stop label={t('screens.cards.routeTo')} place={placeName(to)} ring="border-red-500" />
      </ol>
    </div>
  );
}

/** A small labelled fact on a card ("Weight 10 Ton"). */
export function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="truncate text-sm font-medium text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** One end of the route: a ringed dot and the place, with its role said to screen readers. */
function Stop({ label, place, ring }: { label: string; place: string; ring: string }) {
  return (
    <li className="relative flex items-start gap-2">
      <span
        className={`mt-1 h-[15px] w-[15px] shrink-0 rounded-full border-[3px] ${ring} bg-white`}
        aria-hidden="true"
      />
      <span className="min-w-0 font-medium break-words">
        <span className="sr-only">{label} </span>
        {place}
      </span>
    </li>
  );
}
