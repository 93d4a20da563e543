import { Banner } from '../../../ui/banner';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeading } from '../../../ui/page-heading';
import { SectionError } from '../../../ui/section-boundary';
import { Skeleton } from '../../../ui/skeleton';
import { CheckboxField, TextAreaField, TextField } from '../../../ui/text-field';
import { breakpoints } from '../../../ui/tokens';
import styles from '../style-guide.module.css';
import { styleGuideTexts as texts } from '../style-guide.texts';

const SPACES = [1, 2, 3, 4, 5, 6, 7];

const COLORS = [
  'brand',
  'brand-strong',
  'brand-soft',
  'text',
  'text-subtle',
  'bg-subtle',
  'focus',
  'warning-bg',
  'info-bg',
  'danger',
];

export const title = texts.title;

export function Component() {
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      <h2>{texts.colorsHeading}</h2>
      <ul className={styles.swatches}>
        {COLORS.map((color) => (
          <li key={color} className={styles.swatch}>
            <span className={styles.chip} style={{ background: `var(--color-${color})` }} />
            <code>--color-{color}</code>
          </li>
        ))}
      </ul>
      <h2>{texts.typographyHeading}</h2>
      <p>{texts.typographySample}</p>
      <h2>{texts.buttonsHeading}</h2>
      <div className={styles.row}>
        <Button>{texts.primary}</Button>
        <Button variant="secondary">{texts.secondary}</Button>
        <Button variant="link">{texts.link}</Button>
      </div>
      <h2>{texts.fieldsHeading}</h2>
      <div className={styles.stack}>
        <TextField label={texts.fieldName} tag={texts.fieldRequired} autoComplete="given-name" />
        <TextField
          label={texts.fieldEmail}
          hint={texts.fieldEmailHint}
          error={texts.fieldEmailError}
          type="email"
          autoComplete="email"
          defaultValue={texts.fieldEmailValue}
        />
        <TextAreaField label={texts.fieldMessage} rows={3} />
        <CheckboxField label={texts.fieldCheckbox} />
      </div>
      <h2>{texts.spacingHeading}</h2>
      <p>{texts.spacingText}</p>
      <ul className={styles.spaces}>
        {SPACES.map((step) => (
          <li key={step} className={styles.space}>
            <span className={styles.bar} style={{ width: `var(--space-${String(step)})` }} />
            <code>--space-{step}</code>
          </li>
        ))}
        <li className={styles.space}>
          <span className={styles.bar} style={{ width: 'var(--touch-target)' }} />
          <code>--touch-target</code>
        </li>
      </ul>
      <h2>{texts.bannersHeading}</h2>
      <div className={styles.stack}>
        <Banner tone="info">
          <p>{texts.info}</p>
        </Banner>
        <Banner tone="warning">
          <p>{texts.warning}</p>
        </Banner>
      </div>
      <h2>{texts.emptyHeading}</h2>
      <div className={styles.stack}>
        <EmptyState title={texts.emptyTitle} headingLevel={3}>
          {texts.emptyText}
        </EmptyState>
      </div>
      <h2>{texts.loadingHeading}</h2>
      <div className={styles.stack}>
        <Skeleton />
      </div>
      <h2>{texts.sectionErrorHeading}</h2>
      <div className={styles.stack}>
        <SectionError onRetry={() => undefined} />
      </div>
      <h2>{texts.breakpointsHeading}</h2>
      <ul>
        {Object.entries(breakpoints).map(([name, px]) => (
          <li key={name}>
            <code>{name}</code>: {px} px
          </li>
        ))}
      </ul>
    </>
  );
}
