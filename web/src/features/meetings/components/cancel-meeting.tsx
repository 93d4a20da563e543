import { useState } from 'react';
import type { Meeting } from '#contracts/meetings';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useCancelMeeting } from '../api/meetings';
import { meetingWhen } from '../meeting-time';
import { meetingsTexts } from '../meetings.texts';
import styles from '../meetings.module.css';

const texts = meetingsTexts.cancelDialog;

/** The cancel button and the dialog that asks before anything is cancelled. */
export function CancelMeeting({
  meeting,
  onCancelled,
}: {
  meeting: Meeting;
  onCancelled: (when: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelMeeting();
  const when = meetingWhen(meeting.startsAt, meeting.endsAt);

  const close = (): void => {
    setOpen(false);
    cancel.reset();
  };
  // Awaited rather than mutate's onSuccess: the list refreshes first and this card leaves it (unmounts), and
  // a callback passed to mutate() never runs for an unmounted component, which lost the notice.
  const confirm = async (): Promise<void> => {
    try {
      await cancel.mutateAsync(meeting.id);
    } catch {
      return; // The dialog shows the error.
    }
    setOpen(false);
    onCancelled(when);
  };

  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {meetingsTexts.meeting.cancel}
      </Button>
      <Dialog open={open} onClose={close} title={texts.title}>
        <p>{texts.question(when, meeting.advisor.name)}</p>
        <p>{texts.mailNote}</p>
        {cancel.isError && (
          <p role="alert" className={styles.error}>
            {cancel.error.message}
          </p>
        )}
        <div className={styles.actions}>
          <Button onClick={() => void confirm()} disabled={cancel.isPending}>
            {cancel.isPending ? texts.cancelling : texts.confirm}
          </Button>
          <Button variant="secondary" onClick={close}>
            {texts.keep}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
