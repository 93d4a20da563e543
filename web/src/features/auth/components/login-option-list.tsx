import type { LoginOption } from '#contracts/login-options';
import { Button } from '../../../ui/button';
import { authTexts } from '../auth.texts';
import styles from './login-selection.module.css';

const texts = authTexts.loginSelection;

/** The people and companies the person may act for, each one large button (a tap on a phone). */
export function LoginOptionList({
  options,
  currentId,
  busyId,
  onChoose,
}: {
  options: readonly LoginOption[];
  currentId?: string;
  busyId?: string;
  onChoose: (option: LoginOption) => void;
}) {
  return (
    <ul className={styles.options}>
      {options.map((option) => (
        <li key={option.stakeholderId} className={styles.option}>
          <div className={styles.who}>
            <span className={styles.name}>{option.name}</span>
            <span className={styles.description}>{option.description}</span>
            {option.stakeholderId === currentId && <span className={styles.current}>{texts.current}</span>}
          </div>
          <Button
            aria-label={texts.choose(option.name)}
            disabled={busyId !== undefined}
            onClick={() => onChoose(option)}
          >
            {busyId === option.stakeholderId ? texts.choosing : texts.choose(option.name)}
          </Button>
        </li>
      ))}
    </ul>
  );
}
