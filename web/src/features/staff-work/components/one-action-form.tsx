import { useId } from 'react';
import { usePlainForm } from '../../../lib/form/plain-form';
import { Button } from '../../../ui/button';
import styles from '../staff-work.module.css';

/** What the form says: its heading, a line on what the action does, the button, and the heading of a refusal. */
export interface OneActionTexts {
  readonly heading: string;
  readonly hint: string;
  readonly action: string;
  readonly pending: string;
  readonly refusedHeading: string;
}

/**
 * An errand's action that needs no input (confirm a meeting, mark a message handled): one button, and
 * the server's refusal in words above it.
 */
export function OneActionForm({
  texts,
  variant = 'primary',
  isPending,
  act,
  onDone,
}: {
  texts: OneActionTexts;
  variant?: 'primary' | 'secondary';
  isPending: boolean;
  act: () => Promise<unknown>;
  onDone: () => void;
}) {
  const headingId = useId();
  const form = usePlainForm<never>({
    fields: [],
    idOf: () => '',
    heading: texts.refusedHeading,
    headingLevel: 3,
  });
  const submit = async (): Promise<void> => {
    form.passed();
    try {
      await act();
      onDone();
    } catch (failure) {
      form.refused(failure);
    }
  };
  return (
    <form
      className={styles.form}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id={headingId}>{texts.heading}</h3>
      {form.summary}
      <p>{texts.hint}</p>
      <div>
        <Button type="submit" variant={variant} disabled={isPending}>
          {isPending ? texts.pending : texts.action}
        </Button>
      </div>
    </form>
  );
}
