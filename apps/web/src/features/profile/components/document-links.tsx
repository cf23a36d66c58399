import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileDocument } from '@lorrybazaar/contract';
import { useToast } from '#components/ui/toast';
import { PROFILE_NS } from '#config/i18n-namespaces';

/** A signed link dies after 5 minutes; one about to die is not worth following. */
function nearlyExpired(url: string): boolean {
  const exp = Number(new URL(url, window.location.origin).searchParams.get('exp'));
  return !exp || exp - Date.now() < 15_000;
}

const linkClass =
  'inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50';

/**
 * View and Download of one document through its signed links (owner only, 5 minutes). The
 * profile is read again every few minutes; a link that has run out anyway is renewed on click.
 */
export function DocumentLinks({
  doc,
  label,
  renew,
}: {
  doc: ProfileDocument;
  label: string;
  renew: () => Promise<ProfileDocument | undefined>;
}) {
  const { t } = useTranslation(PROFILE_NS);
  const toast = useToast();

  const follow = async (event: MouseEvent<HTMLAnchorElement>, download: boolean) => {
    if (!nearlyExpired(download ? doc.download_url : doc.view_url)) return;
    event.preventDefault();
    // Opened now, while the click still counts as the user's, then pointed at the new link.
    const tab = download ? null : window.open('', '_blank');
    const fresh = await renew().catch(() => undefined);
    const url = fresh && (download ? fresh.download_url : fresh.view_url);
    if (!url) {
      tab?.close();
      toast.error(t('page.linkFailed'));
      return;
    }
    if (download) {
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = doc.file_name;
      anchor.click();
    } else if (tab) {
      tab.location.href = url;
    } else {
      window.location.assign(url);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <a
        href={doc.view_url}
        target="_blank"
        rel="noopener"
        className={linkClass}
        aria-label={t('page.viewLabel', { document: label })}
        onClick={(event) => void follow(event, false)}
        data-testid="document-view"
      >
        <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M10 4C5.5 4 2.3 7.4 1 10c1.3 2.6 4.5 6 9 6s7.7-3.4 9-6c-1.3-2.6-4.5-6-9-6z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
          <circle cx="10" cy="10" r="2.6" fill="currentColor" />
        </svg>
        {t('page.view')}
      </a>
      <a
        href={doc.download_url}
        download={doc.file_name}
        className={linkClass}
        aria-label={t('page.downloadLabel', { document: label })}
        onClick={(event) => void follow(event, true)}
        data-testid="document-download"
      >
        <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M10 3v9m0 0l-3.5-3.5M10 12l3.5-3.5M4 15.5h12"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
        {t('page.download')}
      </a>
    </div>
  );
}
