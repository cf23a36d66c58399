import { useTranslation } from 'react-i18next';
import { AddTruckForm } from '#features/marketplace/components/add-truck-form';
import { PageHeader } from '#features/marketplace/components/page-header';
import { RoleGate } from '#features/marketplace/components/role-gate';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { usePageTitle } from '#lib/use-page-title';

/** Add Truck (/c/AddTruck, /Transpoter/AddTruck, /Broker/AddTruck). */
export function AddTruckRoute() {
  const { t } = useTranslation(MARKETPLACE_NS);
  usePageTitle(t('screens.addTruck.title'));
  return (
    <RoleGate capability="trucks">
      <div className="mx-auto max-w-3xl">
        <PageHeader title={t('screens.addTruck.title')} subtitle={t('screens.addTruck.subtitle')} />
        <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <AddTruckForm />
        </div>
      </div>
    </RoleGate>
  );
}
