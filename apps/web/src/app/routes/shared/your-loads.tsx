import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '#config/paths';
import { buttonClass } from '#components/ui/button';
import { useOwnLoads } from '#features/marketplace/api/get-own-loads';
import { Icon } from '#components/ui/icons';
import { Listing } from '#features/marketplace/components/listing';
import { OwnLoadCard } from '#features/marketplace/components/own-load-card';
import { viewLoadBids } from './view-bids-actions';
import { PageHeader } from '#features/marketplace/components/page-header';
import { RoleGate } from '#features/marketplace/components/role-gate';
import { WithheldNotice } from '#features/marketplace/components/withheld-notice';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { readPage, withPage } from '#features/marketplace/search-params';
import { usePageTitle } from '#lib/use-page-title';

function YourLoads() {
  const { t } = useTranslation(MARKETPLACE_NS);
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const query = useOwnLoads(page);
  const addLoad = (
    <Link to={paths.shared.addLoad} className={buttonClass('primary')}>
      <Icon name="plus" />
      {t('screens.yourLoads.addLoad')}
    </Link>
  );
  return (
    <div>
      <PageHeader
        title={t('screens.yourLoads.title')}
        subtitle={t('screens.yourLoads.subtitle')}
        actions={addLoad}
      />
      <WithheldNotice />
      <Listing
        query={query}
        label={t('screens.yourLoads.title')}
        itemKey={(load) => load.loads_id}
        renderItem={(load) => <OwnLoadCard load={load} action={viewLoadBids} />}
        emptyText={t('screens.empty.ownLoads')}
        errorKey="screens.errors.loadData"
        page={page}
        onPage={(next) => setParams(withPage(params, next))}
      />
    </div>
  );
}

/** Your Loads (/c/YourLoads, /Transpoter/YourLoads): for the roles that add loads (docs/api.md, Roles). */
export function YourLoadsRoute() {
  const { t } = useTranslation(MARKETPLACE_NS);
  usePageTitle(t('screens.yourLoads.title'));
  return (
    <RoleGate capability="loads">
      <YourLoads />
    </RoleGate>
  );
}
