import { useQuery } from '@tanstack/react-query';
import { useId, useState, type SyntheticEvent } from 'react';
import type { LoginOption } from '#contracts/login-options';
import { useApiClient } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { loginOptionsQueryOptions } from '../api/login';
import { authTexts } from '../auth.texts';
import styles from './login-selection.module.css';

const texts = authTexts.loginSelection;
const MEMBER_NUMBER = /^\d{6}$/;

/** Staff look a member up by member number, then view them (Viewer) or serve them (Editor). */
export function StaffMemberLookup({
  busy,
  onChoose,
}: {
  busy: boolean;
  onChoose: (option: LoginOption, role: 'Viewer' | 'Editor') => void;
}) {
  const api = useApiClient();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [submitted, setSubmitted] = useState<string>();
  const [invalid, setInvalid] = useState(false);
  const result = useQuery({ ...loginOptionsQueryOptions(api, submitted), enabled: submitted !== undefined });

  const search = (event: SyntheticEvent) => {
    event.preventDefault();
    const number = draft.replace(/\s/g, '');
    setInvalid(!MEMBER_NUMBER.test(number));
    if (MEMBER_NUMBER.test(number)) setSubmitted(number);
  };
  const found = submitted === undefined ? undefined : result.data?.options[0];
  const errorText = invalid ? texts.memberNumberInvalid : result.isError ? result.error.message : undefined;

  return (
    <section className={styles.staff} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{texts.staffHeading}</h2>
      <p>{texts.staffLead}</p>
      <form className={styles.lookup} onSubmit={search} noValidate>
        <label htmlFor={`${id}-number`}>{texts.memberNumber}</label>
        <span id={`${id}-hint`} className={styles.hint}>
          {texts.memberNumberHint}
        </span>
        {errorText !== undefined && (
          <span id={`${id}-error`} className={styles.error}>
            {errorText}
          </span>
        )}
        <div className={styles.lookupRow}>
          <input
            id={`${id}-number`}
            inputMode="numeric"
            autoComplete="off"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-invalid={errorText !== undefined}
            aria-describedby={`${id}-hint${errorText === undefined ? '' : ` ${id}-error`}`}
          />
          <Button type="submit" variant="secondary" disabled={result.isFetching}>
            {result.isFetching ? texts.searching : texts.search}
          </Button>
        </div>
      </form>
      {found !== undefined && (
        <div className={styles.option} role="status">
          <div className={styles.who}>
            <span className={styles.name}>{found.name}</span>
            <span className={styles.description}>{found.description}</span>
          </div>
          <div className={styles.actions}>
            <Button disabled={busy} onClick={() => onChoose(found, 'Viewer')}>
              {texts.view(found.name)}
            </Button>
            {found.roles.includes('Editor') && (
              <Button variant="secondary" disabled={busy} onClick={() => onChoose(found, 'Editor')}>
                {texts.serve(found.name)}
              </Button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
