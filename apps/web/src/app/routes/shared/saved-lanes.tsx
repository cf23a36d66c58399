import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#components/ui/button';
import { paths } from '#config/paths';
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
      {/* Saved-lane SMS are off until turned on (decision 026): the way there is on the page. */}
      <PageHeader
        title={t('screens.title')}
        subtitle={t('screens.subtitle')}
        actions={
          <Link to={paths.shared.alerts} className={buttonClass('secondary')}>
            {t('screens.alertsLink')}
          </Link>
        }
      />
      <SavedLanes searchHref={searchOfLane} />
    </div>
  );
}
