import { ApiError } from '../../../lib/api-client';
import { ConfirmMutationDialog } from '../../../ui/dialog';
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
  return (
    <ConfirmMutationDialog
      subject={mandate}
      act={(chosen) => removal.mutateAsync(chosen.stakeholderRightId)}
      mutation={removal}
      onClose={onClose}
      onDone={(removed) => onRemoved(removed.holderName)}
      title={texts.title}
      confirmLabel={texts.confirm}
      keepLabel={texts.cancel}
      describeError={(error) => (error instanceof ApiError ? error.message : mandatesTexts.give.unexpected)}
    >
      <p>{mandate === undefined ? '' : texts.body(mandate.holderName)}</p>
    </ConfirmMutationDialog>
  );
}
