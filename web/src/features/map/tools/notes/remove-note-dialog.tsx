import type { CustomPoint } from '#contracts/custom-points';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import styles from '../map-tools.module.css';
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
    <Dialog open={note !== null} onClose={close} title={texts.title}>
      {note !== null && (
        <>
          <p>{texts.question(note.title)}</p>
          {remove.isError && (
            <p role="alert" className={styles.error}>
              {remove.error.message}
            </p>
          )}
          <div className={styles.buttonRow}>
            <Button
              disabled={remove.isPending}
              onClick={() => remove.mutate(note.id, { onSuccess: () => onRemoved(note) })}
            >
              {remove.isPending ? texts.removing : texts.confirm}
            </Button>
            <Button variant="secondary" onClick={close}>
              {texts.keep}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
