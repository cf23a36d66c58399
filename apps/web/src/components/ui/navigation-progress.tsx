import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/**
 * A bar moving along the top of the page: something the visitor tapped is on its way (styled in
 * index.css; docs/decisions/038-the-first-tap-on-a-weak-network.md).
 */
export function ProgressBar() {
  const { t } = useTranslation();
  return <div role="progressbar" aria-label={t('common.loading')} className="lb-progress" />;
}

/**
 * The bar while the next page loads (its module, its texts): the tap on a link shows at once,
 * where the old page used to stay as it was for seconds on a slow network.
 */
export function NavigationProgress() {
  return useNavigation().state === 'idle' ? null : <ProgressBar />;
}
