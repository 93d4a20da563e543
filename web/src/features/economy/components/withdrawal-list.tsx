import { useEffect, useRef, useState } from 'react';
import type { Withdrawal } from '#contracts/economy';
import { formatKronorExact } from '#contracts/economy-rules';
import { formatDate } from '../../../lib/format';
import { SignedWithBankId } from '../../../lib/signed-with-bankid';
import { signedWithBankIdTexts } from '../../../lib/signed-with-bankid.texts';
import { Banner } from '../../../ui/banner';
import { Button } from '../../../ui/button';
import tableStyles from '../../../ui/table.module.css';
import { CancelWithdrawalDialog } from './cancel-withdrawal-dialog';
import { economyTexts } from '../economy.texts';
import styles from '../economy.module.css';
import { TableScroll } from '../../../ui/table-scroll';

const texts = economyTexts.withdrawal;

/**
 * The latest withdrawals with their status; a pending one may be cancelled before its pay day, once asked.
 * Pay day, amount, and the status with the way to cancel under it come first, so a phone shows them without
 * scrolling sideways.
 */
export function WithdrawalList({
  withdrawals,
  readOnly,
}: {
  withdrawals: readonly Withdrawal[];
  readOnly: boolean;
}) {
  const [cancelling, setCancelling] = useState<Withdrawal>();
  const [message, setMessage] = useState<string>();
  const messageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message !== undefined) messageRef.current?.focus();
  }, [message]);

  if (withdrawals.length === 0) return <p>{texts.listEmpty}</p>;
  const canAct = !readOnly && withdrawals.some((entry) => entry.cancellable);
  // Withdrawals made before signing existed have no evidence: no column while none has.
  const anySigned = withdrawals.some((entry) => entry.signature !== null);
  return (
    <>
      {message !== undefined && (
        <div ref={messageRef} tabIndex={-1} className={styles.confirmation}>
          <Banner tone="info" role="status">
            <p>{message}</p>
          </Banner>
        </div>
      )}
      <TableScroll label={texts.listCaption}>
        <table className={`${tableStyles.table} ${styles.withdrawals}`}>
          <caption className="visually-hidden">{texts.listCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.paidOnColumn}</th>
              <th scope="col" className={styles.number}>
                {texts.amount.replace(' (kr)', '')}
              </th>
              <th scope="col">{texts.status}</th>
              <th scope="col">{texts.requested}</th>
              {anySigned && <th scope="col">{signedWithBankIdTexts.column}</th>}
            </tr>
          </thead>
          <tbody>
            {withdrawals.map((entry) => (
              <tr key={entry.id} data-status={entry.status}>
                <th scope="row">{formatDate(entry.payOn)}</th>
                <td className={styles.number}>{formatKronorExact(entry.amountOre)}</td>
                <td>
                  <span className={styles.status}>{economyTexts.withdrawalStatus[entry.status]}</span>
                  {canAct && entry.cancellable && (
                    <Button
                      variant="secondary"
                      className={styles.cancelButton}
                      aria-label={texts.cancelLabel(
                        formatKronorExact(entry.amountOre),
                        formatDate(entry.payOn),
                      )}
                      aria-haspopup="dialog"
                      onClick={() => setCancelling(entry)}
                    >
                      {texts.cancel}
                    </Button>
                  )}
                </td>
                <td>
                  {formatDate(entry.createdAt)} {entry.requestedByStaff ? texts.byStaff : ''}
                </td>
                {anySigned && (
                  <td>
                    <SignedWithBankId
                      signature={entry.signature}
                      of={signedWithBankIdTexts.of.withdrawal(
                        formatKronorExact(entry.amountOre),
                        formatDate(entry.payOn),
                      )}
                    />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <CancelWithdrawalDialog
        withdrawal={cancelling}
        onClose={() => setCancelling(undefined)}
        onCancelled={() => {
          setCancelling(undefined);
          setMessage(texts.cancelled);
        }}
      />
    </>
  );
}
