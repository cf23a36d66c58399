import { useTranslation } from 'react-i18next';
import { AddLoadForm } from '#features/marketplace/components/add-load-form';
import { PageHeader } from '#features/marketplace/components/page-header';
import { RoleGate } from '#features/marketplace/components/role-gate';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { usePageTitle } from '#lib/use-page-title';

/** Add Load (/c/AddLoad, /Transpoter/AddLoad, /Broker/AddLoad). */
export function AddLoadRoute() {
  const { t } = useTranslation(MARKETPLACE_NS);
  usePageTitle(t('screens.addLoad.title'));
  return (
    <RoleGate capability="loads">
      <div className="mx-auto max-w-3xl">
        <PageHeader title={t('screens.addLoad.title')} subtitle={t('screens.addLoad.subtitle')} />
        <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <AddLoadForm />
        </div>
      </div>
    </RoleGate>
  );
}
