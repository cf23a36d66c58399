import { useTranslation } from 'react-i18next';
import { SavedLanes } from '#features/lanes/components/saved-lanes';
import { searchOfLane } from '#features/marketplace/lane-search';
import { PageHeader } from '#features/marketplace/components/page-header';
import { LANES_NS } from '#config/i18n-namespaces';
import { usePageTitle } from '#lib/use-page-title';

/** Saved lanes (/c/SavedLanes, every role): the kept searches; Search now opens the marketplace's. */
export function SavedLanesRoute() {
  const { t } = useTranslation(LANES_NS);
  usePageTitle(t('screens.title'));
  return (
    <div>
      <PageHeader title={t('screens.title')} subtitle={t('screens.subtitle')} />
      <SavedLanes searchHref={searchOfLane} />
    </div>
  );
}
