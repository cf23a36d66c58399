import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ALERTS_NS } from '#config/i18n-namespaces';
import { paths } from '#config/paths';

/** The way to the Alerts screen, from the profile and from Notifications. */
export function AlertsLink() {
  const { t } = useTranslation(ALERTS_NS);
  return (
    <Link
      to={paths.shared.alerts}
      className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline"
      data-testid="alerts-link"
    >
      {t('screen.link')}
    </Link>
  );
}
