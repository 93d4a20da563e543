import { useState } from 'react';
import type { Verificate } from '#contracts/cashbook';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useDiscardVerificate } from '../api/cashbook';
import { cashbookTexts } from '../cashbook.texts';
import styles from '../cashbook.module.css';
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
      <Dialog open={open} onClose={close} title={texts.title}>
        <p>{texts.question(label, voucher.text)}</p>
        <p>{texts.explanation}</p>
        {discard.isError && (
          <p role="alert" className={styles.error}>
            {discard.error.message}
          </p>
        )}
        <div className={styles.actions}>
          <Button onClick={() => void confirm()} disabled={discard.isPending}>
            {discard.isPending ? texts.discarding : texts.confirm}
          </Button>
          <Button variant="secondary" onClick={close}>
            {texts.keep}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
