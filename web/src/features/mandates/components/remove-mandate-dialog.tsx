import { ApiError } from '../../../lib/api-client';
import { ConfirmDialog } from '../../../ui/dialog';
import { useRemoveRight } from '../api/mandates';
import { mandatesTexts } from '../mandates.texts';

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
    <ConfirmDialog
      open={mandate !== undefined}
      onClose={close}
      title={texts.title}
      error={
        failure === null
          ? undefined
          : failure instanceof ApiError
            ? failure.message
            : mandatesTexts.give.unexpected
      }
      busy={removal.isPending}
      confirmLabel={texts.confirm}
      keepLabel={texts.cancel}
      onConfirm={() => void confirm()}
    >
      <p>{mandate === undefined ? '' : texts.body(mandate.holderName)}</p>
    </ConfirmDialog>
  );
}
