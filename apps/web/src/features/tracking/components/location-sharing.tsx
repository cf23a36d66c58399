import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button';
import { Modal } from '#components/ui/modal';
import { TRACKING_NS } from '#config/i18n-namespaces';
import { formatCount, formatDateTime } from '#lib/format';
import { useSharePosition, type PositionChannel } from '../use-share-position';

/**
 * Sharing the phone's position while the trip page or the driver's page is open: a consent screen
 * first (who sees it, how often, how long it is kept; the driver's names both parties), then a
 * chip that stays in view while it lasts.
 */
export function LocationSharing({
  channel,
  lastPositionAt,
  who = 'party',
}: {
  channel: PositionChannel;
  lastPositionAt: string | null;
  who?: 'party' | 'driver';
}) {
  const { t, i18n } = useTranslation(TRACKING_NS);
  const [asking, setAsking] = useState(false);
  const [sharing, setSharing] = useState(false);
  const { queued, lastSentAt, error } = useSharePosition(channel, sharing);
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const last = lastSentAt ?? lastPositionAt;

  if (!supported) return <p className="text-sm text-slate-600">{t('sharing.unsupported')}</p>;
  return (
    <div className="space-y-2">
      {sharing ? (
        <>
          <Button variant="secondary" onClick={() => setSharing(false)}>
            {t('sharing.stop')}
          </Button>
          <p className="text-xs text-slate-600">{t('sharing.keepOpen')}</p>
          <p
            role="status"
            data-testid="sharing-chip"
            className="fixed bottom-4 left-1/2 z-40 inline-flex -translate-x-1/2 items-center gap-2 rounded-full bg-green-700 px-4 py-2 text-sm font-semibold whitespace-nowrap text-white shadow-lg"
          >
            <span aria-hidden="true" className="h-2.5 w-2.5 animate-pulse rounded-full bg-white" />
            {t('sharing.chip')}
          </p>
        </>
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t('sharing.start')}
        </Button>
      )}
      {last && (
        <p className="text-xs text-slate-600">{t('sharing.lastSent', { time: formatDateTime(last) })}</p>
      )}
      {queued > 0 && (
        <p className="text-xs text-amber-800">
          {t('sharing.queued', { n: formatCount(queued, i18n.language) })}
        </p>
      )}
      {sharing && error && (
        <p role="alert" className="text-sm text-red-700">
          {t(`checkIn.${error}`)}
        </p>
      )}
      <Modal open={asking} onClose={() => setAsking(false)} title={t('sharing.consentTitle')}>
        <p className="text-sm text-slate-700">
          {t(who === 'driver' ? 'sharing.driverConsentBody' : 'sharing.consentBody')}
        </p>
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => setAsking(false)}>
            {t('sharing.cancel')}
          </Button>
          <Button
            onClick={() => {
              setAsking(false);
              setSharing(true);
            }}
          >
            {t('sharing.agree')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
