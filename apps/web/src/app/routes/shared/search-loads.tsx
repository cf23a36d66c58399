import { useTranslation } from 'react-i18next';
import { LoadSearch } from '#features/marketplace/components/load-search';
import { bidOnLoad } from './bid-actions';
import { PageHeader } from '#features/marketplace/components/page-header';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { usePageTitle } from '#lib/use-page-title';
import { saveSearchAsLane } from './lane-actions';
import { firstLoadsPage } from '#features/marketplace/api/get-all-loads';

/**
 * The call this page's first render makes when its address has no query (the Loads tab, no
 * search): the server preloads it with the page for a signed-in visitor (prerender/entry-server.tsx
 * writes it into routes.json; docs/decisions/038-the-first-tap-on-a-weak-network.md).
 */
export const firstCalls = [firstLoadsPage];

/** Search Load (/c/Loads, /Transpoter/Loads, /Broker/Loads): the marketplace's Loads tab on its own. */
export function SearchLoadsRoute() {
  const { t } = useTranslation(MARKETPLACE_NS);
  usePageTitle(t('screens.searchLoads.title'));
  return (
    <div>
      <PageHeader title={t('screens.searchLoads.title')} subtitle={t('screens.searchLoads.subtitle')} />
      <LoadSearch loadAction={bidOnLoad} searchAction={saveSearchAsLane} />
    </div>
  );
}
