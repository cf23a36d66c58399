import { useTranslation } from 'react-i18next';
import { MarketplaceTabs } from '#features/marketplace/components/marketplace-tabs';
import { PageHeader } from '#features/marketplace/components/page-header';
import { MARKETPLACE_NS } from '#features/marketplace/i18n';
import { useScreenTitle } from '#features/marketplace/use-screen-title';

/**
 * Marketplace (docs/decisions/011): Loads (default) and Trucks tabs. The tab is in the address
 * (?tab=trucks) so Back and a reload keep it; switching starts that tab's search afresh.
 */
export function MarketplaceRoute() {
  const { t } = useTranslation(MARKETPLACE_NS);
  useScreenTitle(t('screens.marketplace.title'));
  return (
    <div>
      <PageHeader title={t('screens.marketplace.title')} subtitle={t('screens.marketplace.subtitle')} />
      <MarketplaceTabs />
    </div>
  );
}
