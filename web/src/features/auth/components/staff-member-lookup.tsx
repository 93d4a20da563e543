import { useQuery } from '@tanstack/react-query';
import { useId, useState, type SyntheticEvent } from 'react';
import { MemberNumberSchema, type LoginOption } from '#contracts/login-options';
import { useApiClient } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { loginOptionsQueryOptions } from '../api/login';
import { authTexts } from '../auth.texts';
import styles from './login-selection.module.css';

const texts = authTexts.loginSelection;

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
  const [invalid, setInvalid] = useState<string>();
  const result = useQuery({ ...loginOptionsQueryOptions(api, submitted), enabled: submitted !== undefined });

  const search = (event: SyntheticEvent) => {
    event.preventDefault();
    const number = MemberNumberSchema.safeParse(draft);
    setInvalid(number.success ? undefined : number.error.issues[0]?.message);
    if (number.success) setSubmitted(number.data);
  };
  const found = submitted === undefined ? undefined : result.data?.options[0];
  const errorText = invalid ?? (result.isError ? result.error.message : undefined);

  return (
    <section className={styles.staff} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{texts.staffHeading}</h2>
      <p>{texts.staffLead}</p>
      <form className={styles.lookup} onSubmit={search} noValidate>
        <TextField
          label={texts.memberNumber}
          hint={texts.memberNumberHint}
          error={errorText}
          inputMode="numeric"
          autoComplete="off"
          className={styles.number}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={result.isFetching}>
          {result.isFetching ? texts.searching : texts.search}
        </Button>
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
