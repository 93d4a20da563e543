import type { CustomPoint } from '#contracts/custom-points';
import { Button } from '../../../../ui/button';
import { formatHectares } from '../../../../lib/format';
import styles from '../map-tools.module.css';
import { toolsTexts } from '../map-tools.texts';
import { ObservationDetails } from '../../observations/observation-details';
import { WayToButton } from '../../position/way-to-button';

const texts = toolsTexts.notes;

/**
 * The notes as a list, usable without the map: choosing one shows it on the map; its actions appear
 * beside it when the member may change notes.
 */
export function NotesList({
  notes,
  selectedId,
  canEdit,
  onChoose,
  onEdit,
  onMove,
  onEditArea,
  onRemove,
}: {
  notes: readonly CustomPoint[];
  selectedId: string | null;
  canEdit: boolean;
  onChoose: (note: CustomPoint) => void;
  onEdit: (note: CustomPoint) => void;
  onMove: (note: CustomPoint) => void;
  onEditArea: (note: CustomPoint) => void;
  onRemove: (note: CustomPoint) => void;
}) {
  if (notes.length === 0) return <p>{texts.empty}</p>;
  return (
    <ul className={styles.noteList} aria-label={texts.listLabel}>
      {notes.map((note) => {
        const selected = note.id === selectedId;
        return (
          <li key={note.id} className={styles.note}>
            <button
              type="button"
              className={styles.noteChoice}
              aria-pressed={selected}
              onClick={() => onChoose(note)}
            >
              <span className={styles.noteTitle}>{note.title}</span>
              <span className={styles.noteMeta}>
                {toolsTexts.categories[note.category]} ·{' '}
                {note.geometry.type === 'Point'
                  ? texts.point
                  : texts.areaNote(formatHectares(note.areaHa ?? 0))}
              </span>
            </button>
            {selected && note.text !== '' && <p className={styles.noteText}>{note.text}</p>}
            {selected && <ObservationDetails note={note} />}
            {selected && note.geometry.type === 'Point' && (
              <WayToButton id={note.id} title={note.title} point={note.geometry.coordinates} />
            )}
            {selected && canEdit && (
              <div className={styles.buttonRow}>
                <Button variant="secondary" onClick={() => onEdit(note)}>
                  {texts.edit}
                </Button>
                {note.geometry.type === 'Point' ? (
                  <Button variant="secondary" onClick={() => onMove(note)}>
                    {texts.move}
                  </Button>
                ) : (
                  <Button variant="secondary" onClick={() => onEditArea(note)}>
                    {texts.editArea}
                  </Button>
                )}
                <Button variant="secondary" onClick={() => onRemove(note)}>
                  {texts.remove}
                </Button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
