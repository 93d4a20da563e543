import type { Withdrawal } from '#contracts/economy';
import { formatKronorExact } from '#contracts/economy-rules';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { ConfirmMutationDialog } from '../../../ui/dialog';
import { useCancelWithdrawal } from '../api/economy';
import { economyTexts } from '../economy.texts';

const texts = economyTexts.withdrawal.cancelDialog;

/**
 * Asks before a withdrawal is cancelled, as removing a mandate asks: it was signed with BankID, and cancelled
 * it cannot be taken back; a new withdrawal is signed anew.
 */
export function CancelWithdrawalDialog({
  withdrawal,
  onClose,
  onCancelled,
}: {
  withdrawal: Withdrawal | undefined;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const cancel = useCancelWithdrawal();
  return (
    <ConfirmMutationDialog
      subject={withdrawal}
      act={(chosen) => cancel.mutateAsync(chosen.id)}
      mutation={cancel}
      onClose={onClose}
      onDone={onCancelled}
      title={texts.title}
      confirmLabel={texts.confirm}
      keepLabel={texts.keep}
      describeError={(error) => (error instanceof ApiError ? error.message : texts.unexpected)}
    >
      <p>
        {withdrawal === undefined
          ? ''
          : texts.body(formatKronorExact(withdrawal.amountOre), formatDate(withdrawal.payOn))}
      </p>
    </ConfirmMutationDialog>
  );
}
