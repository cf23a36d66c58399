import { useTranslation } from 'react-i18next';
import { laneName, type SavedLane } from '@lorrybazaar/contract';
import { Button } from '#components/ui/button';
import { Modal } from '#components/ui/modal';
import { useToast } from '#components/ui/toast';
import { LANES_NS } from '#config/i18n-namespaces';
import { errorText } from '#lib/error-text';
import { usePlaceName } from '#lib/place-names';
import { useDeleteLane } from '#features/lanes/api/delete-lane';

/** Delete a lane, after a confirm: its owner is no longer told of new loads or trucks on it. */
export function DeleteLaneModal({ lane, onClose }: { lane: SavedLane | null; onClose: () => void }) {
  const { t } = useTranslation(LANES_NS);
  const toast = useToast();
  const remove = useDeleteLane();
  const placeName = usePlaceName();
  const onDelete = (target: SavedLane) =>
    remove.mutate(target.savedLane_id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        onClose();
      },
      onError: (failure) => toast.error(errorText(t, failure, 'translation:errors.server', [LANES_NS])),
    });

  return (
    <Modal open={lane !== null} onClose={onClose} title={t('screens.delete')}>
      {lane && (
        <div className="space-y-5">
          <p className="break-words text-slate-700">
            {t('screens.deleteConfirm', { name: laneName(lane.name, placeName) })}
          </p>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="ghost" onClick={onClose}>
              {t('screens.cancel')}
            </Button>
            <Button variant="danger" disabled={remove.isPending} onClick={() => onDelete(lane)}>
              {t('screens.delete')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
