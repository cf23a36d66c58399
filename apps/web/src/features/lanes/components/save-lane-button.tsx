import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SaveLaneBody } from '@lorrybazaar/contract';
import { Button, buttonClass } from '#components/ui/button';
import { useToast } from '#components/ui/toast';
import { LANES_NS } from '#config/i18n-namespaces';
import { paths } from '#config/paths';
import { errorText } from '#lib/error-text';
import { useSaveLane } from '#features/lanes/api/save-lane';

/**
 * Save this search (beside a search form's Search button): keeps the search the form holds now
 * as a saved lane, and links to Saved lanes. Without a pickup place it says so instead of
 * calling; the server's answer (saved, 20 lanes already, a place it does not know) is a toast,
 * and the form keeps its values either way.
 */
export function SaveLaneButton({ lane }: { lane: SaveLaneBody }) {
  const { t } = useTranslation(LANES_NS);
  const toast = useToast();
  const save = useSaveLane();
  const hintId = useId();
  const [asked, setAsked] = useState(false);
  const needPickup = asked && !lane.pickupLoc.trim();

  const onSave = () => {
    setAsked(true);
    if (!lane.pickupLoc.trim()) return;
    save.mutate(lane, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(errorText(t, error, 'translation:errors.server', [LANES_NS])),
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <Button
        variant="secondary"
        onClick={onSave}
        disabled={save.isPending}
        title={t('screens.saveHint')}
        aria-describedby={needPickup ? hintId : undefined}
      >
        {save.isPending ? t('translation:common.saving') : t('screens.save')}
      </Button>
      <Link
        to={paths.shared.savedLanes}
        className={buttonClass('ghost', 'underline-offset-2 hover:underline')}
      >
        {t('screens.nav')}
      </Link>
      {needPickup && (
        <p id={hintId} role="alert" className="w-full text-sm text-red-600">
          {t('screens.needPickup')}
        </p>
      )}
    </div>
  );
}
