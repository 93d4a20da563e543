import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useRemoveRight } from '../api/mandates';
import { mandatesTexts } from '../mandates.texts';
import styles from '../mandates.module.css';

const texts = mandatesTexts.remove;

/** Asks before a mandate is removed: it stops working at once, also for a holder logged in right now. */
export function RemoveMandateDialog({
  mandate,
  onClose,
  onRemoved,
}: {
  mandate: { stakeholderRightId: string; holderName: string } | undefined;
  onClose: () => void;
  onRemoved: (holderName: string) => void;
}) {
  const removal = useRemoveRight();
  const close = () => {
    removal.reset();
    onClose();
  };
  const confirm = async () => {
    if (mandate === undefined) return;
    try {
      await removal.mutateAsync(mandate.stakeholderRightId);
      removal.reset();
      onRemoved(mandate.holderName);
    } catch {
      // The message shows in the dialog.
    }
  };
  const failure = removal.error;
  return (
    <Dialog open={mandate !== undefined} onClose={close} title={texts.title}>
      <p>{mandate === undefined ? '' : texts.body(mandate.holderName)}</p>
      {failure !== null && (
        <p className={styles.error} role="alert">
          {failure instanceof ApiError ? failure.message : mandatesTexts.give.unexpected}
        </p>
      )}
      <div className={styles.buttons}>
        <Button onClick={() => void confirm()} disabled={removal.isPending}>
          {texts.confirm}
        </Button>
        <Button variant="secondary" onClick={close}>
          {texts.cancel}
        </Button>
      </div>
    </Dialog>
  );
}
