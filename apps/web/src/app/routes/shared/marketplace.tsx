import { useTranslation } from 'react-i18next';
import { MarketplaceTabs } from '#features/marketplace/components/marketplace-tabs';
import { listingActions } from './bid-actions';
import { PageHeader } from '#features/marketplace/components/page-header';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { usePageTitle } from '#lib/use-page-title';
import { firstLoadsPage } from '#features/marketplace/api/get-all-loads';

/**
 * The call this page's first render makes when its address has no query (the Loads tab, no
 * search): the server preloads it with the page for a signed-in visitor (prerender/entry-server.tsx
 * writes it into routes.json; docs/decisions/038-the-first-tap-on-a-weak-network.md).
 */
export const firstCalls = [firstLoadsPage];

/**
 * Marketplace (docs/decisions/011): Loads (default) and Trucks tabs. The tab is in the address
 * (?tab=trucks) so Back and a reload keep it; switching starts that tab's search afresh.
 */
export function MarketplaceRoute() {
  const { t } = useTranslation(MARKETPLACE_NS);
  usePageTitle(t('screens.marketplace.title'));
  return (
    <div>
      <PageHeader title={t('screens.marketplace.title')} subtitle={t('screens.marketplace.subtitle')} />
      <MarketplaceTabs {...listingActions} />
    </div>
  );
}
