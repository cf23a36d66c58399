import { figureOfRole, roleFromUserTypeId } from '@lorrybazaar/contract';
import { useSession } from '#lib/store';

/** The counted figures, in screen order (the membership date is shown apart). */
const COUNT_FIGURES = ['loads_posted', 'trucks_posted', 'bids_won', 'schedules_completed'] as const;
export type CountFigure = (typeof COUNT_FIGURES)[number];

/**
 * The figures the signed-in role can raise: a shipper sees no truck postings, a driver no loads
 * posted (the same rule the server applies to the badges, `figureOfRole` in the contract).
 */
export function useCountFigures(): CountFigure[] {
  const role = roleFromUserTypeId(useSession().user_types_id);
  return COUNT_FIGURES.filter((figure) => role === null || figureOfRole(figure, role));
}
