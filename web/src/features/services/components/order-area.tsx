import { useEffect, useRef } from 'react';
import { formatHectares } from '../../../lib/format';
import type { MapFormHost } from '../../../lib/map-form-host';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { RadioGroup } from '../../../ui/radio-group';
import { Skeleton } from '../../../ui/skeleton';
import { useEstateStands } from '../api/services';
import type { OrderFormState } from '../order-draft';
import { servicesTexts } from '../services.texts';
import styles from '../services.module.css';
import { StandPicker } from './stand-picker';

const texts = servicesTexts.form;

function FieldError({ id, children }: { id: string; children: string | undefined }) {
  return children === undefined ? null : (
    <p id={id} className={styles.error}>
      <Icon name="warning" size={20} />
      <span>{children}</span>
    </p>
  );
}

/** On the map: choose stands of the plan, or draw the area (the map's area editor, checked by the server). */
export function AreaKindChoice({
  name,
  value,
  onChange,
}: {
  name: string;
  value: OrderFormState['areaKind'];
  onChange: (kind: OrderFormState['areaKind']) => void;
}) {
  return (
    <RadioGroup
      id={name}
      legend={texts.areaKind}
      options={[
        { value: 'stands', label: texts.areaStands },
        { value: 'drawn', label: texts.areaDrawn },
      ]}
      value={value}
      onChange={onChange}
    />
  );
}

/** The area drawn on the map for this form: draw it, change it or remove it. `id` is where errors send focus. */
export function DrawnAreaField({ id, host, error }: { id: string; host: MapFormHost; error?: string }) {
  const summary = useRef<HTMLParagraphElement>(null);
  const { drawnArea } = host;
  // Back from the area editor with a new area, focus comes to it (the editor's panel is gone).
  const previous = useRef(drawnArea);
  useEffect(() => {
    if (drawnArea !== null && drawnArea !== previous.current) summary.current?.focus();
    previous.current = drawnArea;
  }, [drawnArea]);

  return (
    <div className={styles.field}>
      <FieldError id={`${id}-error`}>{error}</FieldError>
      {host.isDrawing ? (
        <p role="status" className={styles.hint}>
          {texts.drawing}
        </p>
      ) : drawnArea === null ? (
        <Button id={id} variant="secondary" onClick={host.startDrawing}>
          {texts.draw}
        </Button>
      ) : (
        <>
          <p id={id} ref={summary} tabIndex={-1} className={styles.drawn}>
            {texts.drawn(formatHectares(drawnArea.areaHa))}
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={host.startDrawing}>
              {texts.redraw}
            </Button>
            <Button variant="secondary" onClick={host.clearDrawnArea}>
              {texts.removeDrawn}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

/** The stands of the chosen estate's plan, once loaded; what to do instead when it has none. */
export function StandsField({
  id,
  estateId,
  forActions,
  selected,
  onMap,
  error,
  onChange,
}: {
  id: string;
  estateId: string;
  forActions: readonly string[];
  selected: readonly string[];
  onMap: boolean;
  error?: string;
  onChange: (standIds: string[]) => void;
}) {
  const stands = useEstateStands(estateId);
  if (estateId === '') return null;
  if (stands.isPending) return <Skeleton lines={2} label={texts.loadingStands} />;
  if (stands.isError)
    return (
      <p id={id} tabIndex={-1} className={styles.errorText}>
        {texts.standsError}
      </p>
    );
  if (stands.data === null || stands.data.stands.length === 0)
    return (
      <div className={styles.field}>
        <FieldError id={`${id}-error`}>{error}</FieldError>
        <p id={id} tabIndex={-1}>
          {onMap ? texts.noPlan : texts.noPlanDraw}
        </p>
      </div>
    );
  return (
    <StandPicker
      id={id}
      stands={stands.data.stands}
      forActions={forActions}
      selected={selected}
      error={error}
      onChange={onChange}
    />
  );
}
