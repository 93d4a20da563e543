import { useState } from 'react';
import type { Verificate } from '#contracts/cashbook';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/dialog';
import { useDiscardVerificate } from '../api/cashbook';
import { cashbookTexts } from '../cashbook.texts';
import { voucherLabel } from '../voucher-values';

const texts = cashbookTexts.discardDialog;

/** The discard button and the dialog that asks first: a discarded voucher keeps its number for good. */
export function DiscardVoucher({
  voucher,
  onDiscarded,
}: {
  voucher: Verificate;
  onDiscarded: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const discard = useDiscardVerificate();
  const label = voucherLabel(voucher);
  const close = (): void => {
    setOpen(false);
    discard.reset();
  };
  const confirm = async (): Promise<void> => {
    try {
      await discard.mutateAsync(voucher.id);
    } catch {
      return; // The dialog shows the error.
    }
    setOpen(false);
    onDiscarded(cashbookTexts.cashbook.discarded(label));
  };
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {`${cashbookTexts.list.discard} ${label}`}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={close}
        title={texts.title}
        error={discard.error?.message}
        busy={discard.isPending}
        confirmLabel={texts.confirm}
        busyLabel={texts.discarding}
        keepLabel={texts.keep}
        onConfirm={() => void confirm()}
      >
        <p>{texts.question(label, voucher.text)}</p>
        <p>{texts.explanation}</p>
      </ConfirmDialog>
    </>
  );
}
