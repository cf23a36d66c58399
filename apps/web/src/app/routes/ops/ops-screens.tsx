import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OPS_NS } from '#config/i18n-namespaces';
import { usePageTitle } from '#lib/use-page-title';
import { Audit } from '#features/ops/components/audit';
import { Counts } from '#features/ops/components/counts';
import { HeldLoads } from '#features/ops/components/held-loads';
import { Payments } from '#features/ops/components/payments';
import { Queue } from '#features/ops/components/queue';
import { Reports } from '#features/ops/components/reports';
import { UserDetail } from '#features/ops/components/user-detail';
import { Users } from '#features/ops/components/users';

function Screen({ title, children }: { title: string; children: React.ReactNode }) {
  usePageTitle(title);
  return (
    <>
      <h1 className="mb-3 text-xl font-bold text-slate-900">{title}</h1>
      {children}
    </>
  );
}

/** The console's screens: each a title and one feature component. */
export function QueueRoute() {
  const { t } = useTranslation(OPS_NS);
  return (
    <Screen title={t('queue.title')}>
      <Queue />
    </Screen>
  );
}

export function ReportsRoute() {
  const { t } = useTranslation(OPS_NS);
  return (
    <Screen title={t('reports.title')}>
      <div className="space-y-4">
        {/* Loads held for their price (decision 049) are the operators' other look at fake loads. */}
        <HeldLoads />
        <Reports />
      </div>
    </Screen>
  );
}

export function UsersRoute() {
  const { t } = useTranslation(OPS_NS);
  return (
    <Screen title={t('users.title')}>
      <Users />
    </Screen>
  );
}

export function UserRoute() {
  const { t } = useTranslation(OPS_NS);
  const { id = '' } = useParams();
  return (
    <Screen title={t('users.title')}>
      <UserDetail id={id} />
    </Screen>
  );
}

export function CountsRoute() {
  const { t } = useTranslation(OPS_NS);
  return (
    <Screen title={t('counts.title')}>
      <Counts />
    </Screen>
  );
}

export function PaymentsRoute() {
  const { t } = useTranslation(OPS_NS);
  return (
    <Screen title={t('payments.title')}>
      <Payments />
    </Screen>
  );
}

export function AuditRoute() {
  const { t } = useTranslation(OPS_NS);
  return (
    <Screen title={t('audit.title')}>
      <Audit />
    </Screen>
  );
}
