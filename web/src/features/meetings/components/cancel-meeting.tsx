import { useState } from 'react';
import type { Meeting } from '#contracts/meetings';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/dialog';
import { useCancelMeeting } from '../api/meetings';
import { meetingWhen } from '../meeting-time';
import { meetingsTexts } from '../meetings.texts';

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
      <ConfirmDialog
        open={open}
        onClose={close}
        title={texts.title}
        error={cancel.error?.message}
        busy={cancel.isPending}
        confirmLabel={texts.confirm}
        busyLabel={texts.cancelling}
        keepLabel={texts.keep}
        onConfirm={() => void confirm()}
      >
        <p>{texts.question(when, meeting.advisor.name)}</p>
        <p>{texts.mailNote}</p>
      </ConfirmDialog>
    </>
  );
}
