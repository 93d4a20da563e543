import { CheckboxField } from '../../../ui/text-field';
import { useMandateEstates } from '../api/mandates';
import { mandatesTexts } from '../mandates.texts';
import styles from '../mandates.module.css';

const texts = mandatesTexts.give;

export interface EstateSelection {
  readonly ids: string[];
  /** All estates, also ones the member gets later. */
  readonly all: boolean;
}

/** The estates the mandate covers: all by default; unticking one makes it a choice of those ticked. */
export function EstateChoice({
  chosen,
  onChange,
  error,
  firstId,
}: {
  chosen: EstateSelection;
  onChange: (selection: EstateSelection) => void;
  error?: string;
  /** The id of the first estate's checkbox, which an error summary can lead to. */
  firstId?: string;
}) {
  const { data: estates } = useMandateEstates();
  if (estates.length === 0) return <p>{texts.noEstates}</p>;
  const isChosen = (id: string) => chosen.all || chosen.ids.includes(id);
  const toggle = (id: string, on: boolean) => {
    const ids = estates.map((estate) => estate.id).filter((other) => (other === id ? on : isChosen(other)));
    onChange({ ids, all: ids.length === estates.length });
  };
  return (
    <fieldset className={styles.estates} aria-describedby={error === undefined ? undefined : 'estates-error'}>
      <legend>{texts.estates}</legend>
      <p className={styles.hint}>{texts.estatesHint}</p>
      {error !== undefined && (
        <p id="estates-error" className={styles.error}>
          {error}
        </p>
      )}
      {estates.map((estate, index) => (
        <CheckboxField
          key={estate.id}
          id={index === 0 ? firstId : undefined}
          label={estate.designation}
          checked={isChosen(estate.id)}
          onChange={(event) => toggle(estate.id, event.target.checked)}
        />
      ))}
    </fieldset>
  );
}
