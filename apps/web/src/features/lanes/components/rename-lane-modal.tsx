import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANE_NAME_MAX, RenameLaneBodySchema, type SavedLane } from '@lorrybazaar/contract';
import { Button } from '#components/ui/button';
import { Modal } from '#components/ui/modal';
import { TextField } from '#components/ui/text-field';
import { useToast } from '#components/ui/toast';
import { LANES_NS } from '#config/i18n-namespaces';
import { errorText } from '#lib/error-text';
import { useRenameLane } from '#features/lanes/api/rename-lane';

/** Rename a lane: 1 to 60 characters, checked by the server's own schema before the call. */
export function RenameLaneModal({ lane, onClose }: { lane: SavedLane | null; onClose: () => void }) {
  const { t } = useTranslation(LANES_NS);
  return (
    <Modal open={lane !== null} onClose={onClose} title={t('screens.renameTitle')}>
      {/* A new form per lane: it starts from that lane's name. */}
      {lane && <RenameForm key={lane.savedLane_id} lane={lane} onClose={onClose} />}
    </Modal>
  );
}

function RenameForm({ lane, onClose }: { lane: SavedLane; onClose: () => void }) {
  const { t } = useTranslation(LANES_NS);
  const toast = useToast();
  const rename = useRenameLane();
  const [name, setName] = useState(lane.name);
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = RenameLaneBodySchema.safeParse({ name });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]!.message));
      return;
    }
    rename.mutate(
      { id: lane.savedLane_id, name: parsed.data.name },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
        onError: (failure) => setError(errorText(t, failure, 'translation:errors.server', [LANES_NS])),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField
        label={t('screens.name')}
        name="name"
        value={name}
        required
        autoFocus
        maxLength={LANE_NAME_MAX * 2}
        hint={t('screens.nameCounter', { count: [...name.trim()].length, max: LANE_NAME_MAX })}
        error={error}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onClose}>
          {t('screens.cancel')}
        </Button>
        <Button type="submit" disabled={rename.isPending}>
          {rename.isPending ? t('translation:common.saving') : t('screens.rename')}
        </Button>
      </div>
    </form>
  );
}
