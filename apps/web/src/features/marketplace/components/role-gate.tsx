import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can, roleFromUserTypeId, type Permission } from '@lorrybazaar/contract';
import { paths } from '#config/paths';
import { buttonClass } from '#components/ui/button';
import { useSession } from '#lib/store';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';

/**
 * A screen for some roles only: any other role gets a polite explanation and a way home, not
 * an error page (a shipper's sidebar lists Your Truck, yet shippers do not own trucks).
 */
/** The screens a gate guards, and the permission each needs (the role table in the contract). */
const GATED = { loads: 'postLoads', trucks: 'ownTrucks' } as const satisfies Record<string, Permission>;
export type Capability = keyof typeof GATED;

export function RoleGate({ capability, children }: { capability: Capability; children: ReactNode }) {
  const { t } = useTranslation(MARKETPLACE_NS);
  const role = roleFromUserTypeId(useSession().user_types_id);
  if (can(role, GATED[capability])) return <>{children}</>;
  return (
    <section
      className="mx-auto max-w-lg rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
      data-testid="role-gate"
    >
      <h1 className="text-xl font-bold text-slate-900">{t('screens.gate.title')}</h1>
      <p className="mt-3 text-slate-700">
        {t(`screens.gate.${capability}`, { role: role ? t(`roles.${role}`, { ns: 'translation' }) : '' })}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={role ? paths.roleHome(role) : paths.home} className={buttonClass('primary')}>
          {t('screens.gate.home')}
        </Link>
        <Link to={paths.shared.marketplace} className={buttonClass('secondary')}>
          {t('screens.gate.marketplace')}
        </Link>
      </div>
    </section>
  );
}
