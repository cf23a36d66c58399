import { useTranslation } from 'react-i18next';
import { sharePath, type Language, type ShareKind } from '@lorrybazaar/contract';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { usePlaceName } from '#lib/place-names';

const WHATSAPP = 'https://wa.me/?text=';

const linkClass =
  'inline-flex min-h-8 shrink-0 items-center gap-1 rounded px-1 text-xs font-semibold text-brand-700 underline-offset-2 hover:underline';

/** An arrow leaving a box: "share" without a word the reader must know. */
function ShareIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="14"
      height="14"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 3v12M7 8l5-5 5 5M5 13v7h14v-7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Share on a load or posted-truck card (docs/decisions/050): the phone's share sheet where the
 * browser has one (Web Share: WhatsApp is one tap in it), else a WhatsApp link with the text. The
 * link opens the public preview in the sharer's language; the text names what and where, in
 * that language too.
 */
export function ShareButton({
  kind,
  id,
  from,
  to,
  subject,
}: {
  kind: ShareKind;
  id: string;
  from: string;
  to: string;
  /** The load's material, or the truck's type. */
  subject: string;
}) {
  const { t, i18n } = useTranslation(MARKETPLACE_NS);
  const placeName = usePlaceName();
  const route = { from: placeName(from), to: placeName(to) };
  const text =
    kind === 'load'
      ? t('share.loadTitle', { ...route, material: subject })
      : t('share.truckTitle', { ...route, truckType: subject });
  const url = `${window.location.origin}${sharePath(kind, id, i18n.language as Language)}`;
  const label = t(kind === 'load' ? 'share.loadLabel' : 'share.truckLabel');
  if (typeof navigator.share === 'function')
    return (
      <button
        type="button"
        className={linkClass}
        aria-label={label}
        data-testid="share-listing"
        // A dismissed sheet rejects: nothing to say.
        onClick={() => void navigator.share({ title: text, text, url }).catch(() => undefined)}
      >
        <ShareIcon />
        {t('share.button')}
      </button>
    );
  return (
    <a
      href={`${WHATSAPP}${encodeURIComponent(`${text}\n${url}`)}`}
      target="_blank"
      rel="noopener noreferrer"
      className={linkClass}
      aria-label={label}
      data-testid="share-listing"
    >
      <ShareIcon />
      {t('share.button')}
    </a>
  );
}
