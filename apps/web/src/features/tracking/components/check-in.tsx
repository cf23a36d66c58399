import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripMilestone } from '@lorrybazaar/contract';
import { Button } from '#components/ui/button';
import { useToast } from '#components/ui/toast';
import { TRACKING_NS } from '#config/i18n-namespaces';
import { errorText } from '#lib/error-text';
import { useRecordMilestone } from '../api/trip-tracking';
import { currentFix, type FixError } from '../geolocation';

/** The truck side's button for the next milestone: one fix from the phone, then the check-in. */
export function CheckIn({ scheduleId, next }: { scheduleId: string; next: TripMilestone }) {
  const { t } = useTranslation(TRACKING_NS);
  const toast = useToast();
  const record = useRecordMilestone(scheduleId);
  const [locating, setLocating] = useState(false);
  const [failed, setFailed] = useState<FixError | null>(null);

  async function checkIn() {
    setLocating(true);
    setFailed(null);
    try {
      const { lat, lng, accuracy_m } = await currentFix();
      record.mutate(
        { kind: next, lat, lng, accuracy_m },
        {
          onSuccess: (answer) => toast.success(answer.message ?? t('messages.recorded')),
          onError: (error) => toast.error(errorText(t, error, 'errors.notFound', [TRACKING_NS])),
        },
      );
    } catch (reason) {
      setFailed(reason === 'denied' ? 'denied' : 'unavailable');
    } finally {
      setLocating(false);
    }
  }

  return (
    <div className="space-y-2">
      <Button
        onClick={() => void checkIn()}
        disabled={locating || record.isPending}
        className="w-full sm:w-auto"
      >
        {locating ? t('checkIn.locating') : t('checkIn.button', { step: t(`milestones.${next}`) })}
      </Button>
      <p className="text-xs text-slate-600">{t('checkIn.hint')}</p>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {t(`checkIn.${failed}`)}
        </p>
      )}
    </div>
  );
}
