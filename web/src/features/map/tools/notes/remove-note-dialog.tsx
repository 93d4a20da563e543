import type { CustomPoint } from '#contracts/custom-points';
import { ConfirmDialog } from '../../../../ui/dialog';
import { toolsTexts } from '../map-tools.texts';
import { useDeleteNote } from '../../api/notes';

const texts = toolsTexts.removeDialog;

/** Asks before a note is removed; nothing is removed until the member says yes. */
export function RemoveNoteDialog({
  note,
  onClose,
  onRemoved,
}: {
  note: CustomPoint | null;
  onClose: () => void;
  onRemoved: (note: CustomPoint) => void;
}) {
  const remove = useDeleteNote();
  const close = (): void => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={note !== null}
      onClose={close}
      title={texts.title}
      error={remove.error?.message}
      busy={remove.isPending}
      confirmLabel={texts.confirm}
      busyLabel={texts.removing}
      keepLabel={texts.keep}
      onConfirm={() => {
        if (note !== null) remove.mutate(note, { onSuccess: () => onRemoved(note) });
      }}
    >
      <p>{note === null ? '' : texts.question(note.title)}</p>
    </ConfirmDialog>
  );
}
