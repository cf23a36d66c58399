import { useTranslation } from 'react-i18next';
import { useOnline } from '#lib/offline/use-online';

/**
 * While the phone has no network: what is on screen is the last page the service worker kept
 * (docs/decisions/027-installable-app-and-offline.md). Announced once as a status, not an alert.
 * `text` replaces that sentence where no saved page is shown (the error screen).
 */
export function OfflineBanner({ text }: { text?: string }) {
  const { t } = useTranslation();
  if (useOnline()) return null;
  return (
    <p
      role="status"
      data-testid="offline-banner"
      className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-900"
    >
      {text ?? t('offline.banner')}
    </p>
  );
}
