import type { CustomPoint, CustomPointInput } from '#contracts/custom-points';
import { Banner } from '../../../../ui/banner';
import { Button } from '../../../../ui/button';
import styles from '../map-tools.module.css';
import { toolsTexts } from '../map-tools.texts';

const texts = toolsTexts.conflict;

function Version({
  heading,
  title,
  text,
  category,
  moved = false,
}: { heading: string; moved?: boolean } & Omit<CustomPointInput, 'geometry'>) {
  return (
    <div>
      <h3 className={styles.subHeading}>{heading}</h3>
      <p className={styles.noteTitle}>{title}</p>
      <p className={styles.noteMeta}>{toolsTexts.categories[category]}</p>
      {text !== '' && <p className={styles.noteText}>{text}</p>}
      {moved && <p className={styles.noteMeta}>{texts.movedHere}</p>}
    </div>
  );
}

/**
 * The point was changed on another device since this change began: both versions side by side, and the
 * member chooses which to keep (for a move: the saved point at her new place, or where it is saved). Nothing is
 * overwritten until she has chosen.
 */
export function VersionConflict({
  mine,
  moved = false,
  saved,
  busy,
  onKeepMine,
  onKeepSaved,
}: {
  mine: CustomPointInput;
  /** Her change is a move: the saved words at the place she chose. */
  moved?: boolean;
  saved: CustomPoint;
  busy: boolean;
  onKeepMine: () => void;
  onKeepSaved: () => void;
}) {
  return (
    <Banner tone="warning">
      <h3 className={styles.subHeading}>{texts.heading}</h3>
      <p>{texts.explain}</p>
      <Version heading={texts.mine} {...mine} moved={moved} />
      <Version heading={texts.saved} {...saved} />
      <div className={styles.buttonRow}>
        <Button onClick={onKeepMine} disabled={busy}>
          {texts.keepMine}
        </Button>
        <Button variant="secondary" onClick={onKeepSaved} disabled={busy}>
          {texts.keepSaved}
        </Button>
      </div>
    </Banner>
  );
}
