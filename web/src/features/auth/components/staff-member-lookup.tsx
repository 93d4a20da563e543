import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useLocation } from 'react-router';
import type { LoginOption } from '#contracts/login-options';
import { classifyMemberQuery, memberSearchMessages } from '#contracts/member-search';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { useMemberSearch } from '../api/member-search';
import { authTexts } from '../auth.texts';
import styles from './login-selection.module.css';
import { useFieldMessages } from '../../../lib/form/field-messages';

const texts = authTexts.loginSelection;

/** The staff banner's "another member" link names this field (`#medlemssok`): it has focus on arrival. */
const MEMBER_SEARCH_FIELD_ID = 'medlemssok';

/**
 * Staff look a member up by member number, personal number, name or estate designation, then view them
 * (Viewer) or serve them (Editor).
 */
export function StaffMemberLookup({
  busy,
  currentId,
  onChoose,
}: {
  busy: boolean;
  currentId?: string;
  onChoose: (option: LoginOption, role: 'Viewer' | 'Editor') => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const checked = useFieldMessages<'query'>();
  const search = useMemberSearch();
  const field = useRef<HTMLInputElement>(null);
  const { hash } = useLocation();
  // The layout focuses the #target after a navigation, but the field appears only once the options load.
  useEffect(() => {
    if (hash === `#${MEMBER_SEARCH_FIELD_ID}`) field.current?.focus();
  }, [hash]);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const query = classifyMemberQuery(draft);
    if (query.kind === 'invalid') {
      checked.failed({ query: query.message });
      search.reset();
      return;
    }
    checked.passed();
    search.mutate(draft, {
      onSuccess: (result) => {
        if (result === null || result.members.length > 0) return;
        checked.failed({
          query: query.kind === 'memberNumber' ? memberSearchMessages.noMember : memberSearchMessages.noMatch,
        });
      },
    });
  };
  const found = search.data?.members ?? [];
  const errorText = checked.errors.query ?? (search.isError ? search.error.message : undefined);

  return (
    <section className={styles.staff} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{texts.staffHeading}</h2>
      <p>{texts.staffLead}</p>
      <form className={styles.lookup} onSubmit={submit} noValidate>
        <TextField
          id={MEMBER_SEARCH_FIELD_ID}
          ref={field}
          label={texts.searchLabel}
          hint={texts.searchHint}
          error={errorText}
          autoComplete="off"
          spellCheck={false}
          className={styles.query}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={search.isPending}>
          {search.isPending ? texts.searching : texts.search}
        </Button>
      </form>
      <p role="status" className={styles.resultCount}>
        {found.length > 0 && texts.resultCount(found.length, search.data?.more === true)}
      </p>
      {found.length > 0 && (
        <ul className={styles.options} aria-label={texts.resultsLabel}>
          {found.map((member) => (
            <li key={member.stakeholderId} className={styles.option}>
              <div className={styles.who}>
                <span className={styles.name}>{member.name}</span>
                <span className={styles.description}>{member.description}</span>
                {member.stakeholderId === currentId && (
                  <span className={styles.current}>{texts.current}</span>
                )}
              </div>
              <div className={styles.actions}>
                <Button disabled={busy} onClick={() => onChoose(member, 'Viewer')}>
                  {texts.view(member.name)}
                </Button>
                {member.roles.includes('Editor') && (
                  <Button variant="secondary" disabled={busy} onClick={() => onChoose(member, 'Editor')}>
                    {texts.serve(member.name)}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
