import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackingLink } from '@lorrybazaar/contract';
import { Button, buttonClass } from '#components/ui/button';
import { useToast } from '#components/ui/toast';
import { TRACKING_NS } from '#config/i18n-namespaces';
import { errorText } from '#lib/error-text';
import { usePlaceName } from '#lib/place-names';
import { useTrackingLink } from '../api/trip-tracking';

/**
 * The viewer's link for someone without an account: made on request, shared through the phone's
 * own share sheet (WhatsApp and the rest) where there is one, else a WhatsApp link and copy.
 */
export function ShareLink(props: {
  scheduleId: string;
  links: TrackingLink[];
  live: boolean;
  from: string;
  to: string;
}) {
  const { t } = useTranslation(TRACKING_NS);
  const toast = useToast();
  const place = usePlaceName();
  const { create, revoke } = useTrackingLink(props.scheduleId);
  const [copied, setCopied] = useState(false);
  const link = props.links[0];
  const failed = (error: unknown) => toast.error(errorText(t, error, 'errors.notFound', [TRACKING_NS]));
  if (!link && !props.live) return null;

  const url = link ? new URL(link.path, window.location.origin).toString() : '';
  const text = t('link.shareText', { route: `${place(props.from)} → ${place(props.to)}`, url });
  const canShare = typeof navigator.share === 'function';

  return (
    <section aria-labelledby="tracking-link-title" className="space-y-2">
      <h3 id="tracking-link-title" className="text-sm font-semibold text-slate-900">
        {t('link.title')}
      </h3>
      <p className="text-xs text-slate-600">{t('link.hint')}</p>
      {link ? (
        <>
          <input
            readOnly
            value={url}
            aria-label={t('link.title')}
            data-testid="tracking-url"
            onFocus={(event) => event.target.select()}
            className="w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800"
          />
          <div className="flex flex-wrap gap-2">
            {canShare && (
              <Button
                onClick={() => void navigator.share({ title: t('link.title'), text }).catch(() => undefined)}
              >
                {t('link.share')}
              </Button>
            )}
            <a
              className={buttonClass(canShare ? 'secondary' : 'primary')}
              href={`https://wa.me/?text=${encodeURIComponent(text)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('link.whatsapp')}
            </a>
            <Button
              variant="secondary"
              onClick={() =>
                void navigator.clipboard?.writeText(url).then(
                  () => setCopied(true),
                  () => undefined,
                )
              }
            >
              {copied ? t('link.copied') : t('link.copy')}
            </Button>
            {/* Framed like its neighbours: a bare ghost button's text floats off their left edge
                where the row wraps on a phone. */}
            <Button
              variant="ghost"
              className="border border-slate-300"
              disabled={revoke.isPending}
              onClick={() => revoke.mutate(link.link_id, { onError: failed })}
            >
              {t('link.revoke')}
            </Button>
          </div>
        </>
      ) : (
        <Button
          variant="secondary"
          disabled={create.isPending}
          onClick={() => create.mutate(undefined, { onError: failed })}
        >
          {t('link.create')}
        </Button>
      )}
    </section>
  );
}
