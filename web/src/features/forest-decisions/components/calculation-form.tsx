import { useEffect, useRef, type SubmitEventHandler, type ReactNode } from 'react';
import { Button } from '../../../ui/button';
import styles from '../forest-decisions.module.css';
import { forestDecisionsTexts } from '../forest-decisions.texts';

const texts = forestDecisionsTexts.calculation;

/** A ref for a calculation's result, which takes focus each time a new one comes. */
export function useResultFocus(result: unknown) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result) ref.current?.focus();
  }, [result]);
  return ref;
}

/** One calculation's form: its error summary, its fields and "Räkna", then the result once there is one. */
export function CalculationForm({
  summary,
  pending,
  onSubmit,
  children,
  result,
}: {
  summary: ReactNode;
  pending: boolean;
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  children: ReactNode;
  result: ReactNode;
}) {
  return (
    <>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        {summary}
        {children}
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? texts.calculating : texts.submit}
          </Button>
        </div>
      </form>
      {result}
    </>
  );
}
