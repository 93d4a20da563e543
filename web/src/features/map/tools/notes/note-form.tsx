import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import * as z from 'zod/mini';
import {
  CUSTOM_POINT_CATEGORIES,
  CUSTOM_POINT_TEXT_MAX,
  CUSTOM_POINT_TITLE_MAX,
  CustomPointInputSchema,
  type CustomPoint,
  type CustomPointInput,
} from '#contracts/custom-points';
import { Button } from '../../../../ui/button';
import { useCheckedForm } from '../../../../lib/form/checked-form';
import { RadioGroup } from '../../../../ui/radio-group';
import { TextAreaField, TextField } from '../../../../ui/text-field';
import { formatHectares } from '../../../../lib/format';
import { polygonHa } from '../format';
import styles from '../map-tools.module.css';
import { toolsTexts } from '../map-tools.texts';
import { useFocusOnMount } from '../use-focus-on-mount';
import { savedInstead, useCreateNote, useUpdateNote } from '../../api/notes';
import { VersionConflict } from './version-conflict';

const texts = toolsTexts.form;

const FormSchema = z.pick(CustomPointInputSchema, { title: true, text: true, category: true });
type FormValues = z.infer<typeof FormSchema>;
type FieldName = keyof FormValues;
const FIELD_ORDER: readonly FieldName[] = ['title', 'text', 'category'];

/** A new note at a place the member chose, or an existing note's text and category. */
export type NoteFormTarget =
  | { readonly kind: 'new'; readonly geometry: CustomPointInput['geometry'] }
  | { readonly kind: 'edit'; readonly note: CustomPoint };

/**
 * Title, text and category: checked when saved and again as each wrong field changes; errors beside the
 * fields and in a focused summary, the server's among them (also a bad geometry, which has no field here).
 */
export function NoteForm({
  target,
  onSaved,
  onCancel,
}: {
  target: NoteFormTarget;
  onSaved: (note: CustomPoint) => void;
  onCancel: () => void;
}) {
  const create = useCreateNote();
  const update = useUpdateNote();
  // The change refused because the point changed elsewhere: hers and the saved one, until she chooses.
  const [conflict, setConflict] = useState<{ mine: CustomPointInput; saved: CustomPoint }>();
  const idPrefix = useId();
  const fieldId = (name: FieldName): string => `${idPrefix}-${name}`;
  const headingId = useId();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const geometry = target.kind === 'new' ? target.geometry : target.note.geometry;
  const form = useCheckedForm({
    resolver: zodResolver(FormSchema),
    defaultValues:
      target.kind === 'edit'
        ? { title: target.note.title, text: target.note.text, category: target.note.category }
        : { title: '', text: '' },
    fields: FIELD_ORDER,
    idOf: fieldId,
    heading: texts.summaryHeading,
    notSentHeading: texts.notSavedHeading,
    headingLevel: 3,
    unexpected: texts.unexpected,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const save = async (values: FormValues): Promise<void> => {
    form.passed();
    const input: CustomPointInput = { ...values, geometry };
    try {
      const saved =
        target.kind === 'new'
          ? await create.mutateAsync(input)
          : await update.mutateAsync({ id: target.note.id, input, version: target.note.version });
      if (saved !== null) onSaved(saved);
    } catch (error) {
      const current = savedInstead(error);
      if (current !== undefined) {
        setConflict({ mine: input, saved: current });
        return;
      }
      // A bad geometry has no field here: the server's own words about it go into the summary.
      form.refused(error);
    }
  };

  /** Her change, made now from the saved version she has seen; a further change elsewhere asks again. */
  const keepMine = async (chosen: { mine: CustomPointInput; saved: CustomPoint }): Promise<void> => {
    try {
      const saved = await update.mutateAsync({
        id: chosen.saved.id,
        input: chosen.mine,
        version: chosen.saved.version,
      });
      setConflict(undefined);
      if (saved !== null) onSaved(saved);
    } catch (error) {
      const current = savedInstead(error);
      if (current !== undefined) setConflict({ mine: chosen.mine, saved: current });
      else form.refused(error);
    }
  };

  const heading =
    target.kind === 'edit'
      ? texts.editHeading
      : geometry.type === 'Point'
        ? texts.newHeading
        : texts.newAreaHeading;

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.panelHeading}>
        {heading}
      </h2>
      {target.kind === 'new' && (
        <p className={styles.hint}>
          {geometry.type === 'Point'
            ? texts.placedPoint
            : texts.placedArea(formatHectares(polygonHa(geometry)))}
        </p>
      )}
      {conflict !== undefined && (
        <VersionConflict
          mine={conflict.mine}
          saved={conflict.saved}
          busy={update.isPending}
          onKeepMine={() => void keepMine(conflict)}
          onKeepSaved={() => onSaved(conflict.saved)}
        />
      )}
      <form noValidate onSubmit={(event) => form.submit(event, save)}>
        {form.summary}
        <TextField
          id={fieldId('title')}
          label={texts.title}
          tag={texts.required}
          aria-required
          maxLength={CUSTOM_POINT_TITLE_MAX}
          error={errors.title?.message}
          {...register('title')}
        />
        <TextAreaField
          id={fieldId('text')}
          label={texts.text}
          tag={texts.optional}
          maxLength={CUSTOM_POINT_TEXT_MAX}
          error={errors.text?.message}
          {...register('text')}
        />
        <RadioGroup
          id={fieldId('category')}
          legend={texts.category}
          options={CUSTOM_POINT_CATEGORIES.map((value) => ({ value, label: toolsTexts.categories[value] }))}
          error={errors.category?.message}
          input={register('category')}
        />
        <div className={styles.buttonRow}>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? texts.saving : texts.save}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {texts.cancel}
          </Button>
        </div>
      </form>
    </section>
  );
}
