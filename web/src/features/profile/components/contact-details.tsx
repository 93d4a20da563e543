import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { MemberData } from '#contracts/member';
import { canChange, hasRole, isReadOnly } from '#contracts/roles';
import { useProfile } from '../../../lib/profile';
import { Banner } from '../../../ui/banner';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { useMemberData } from '../api/member';
import { formatDate } from '../../../lib/format';
import styles from '../profile.module.css';
import { profileTexts } from '../profile.texts';
import { ContactForm } from './contact-form';

const texts = profileTexts.contact;

const EDIT_BUTTON_ID = 'contact-edit';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const orMissing = (value: string | null): string => value ?? texts.missing;

function address(member: MemberData): string {
  const place = [member.postalCode, member.city].filter(Boolean).join(' ');
  const parts = [member.street, place].filter((part) => part !== null && part !== '');
  return parts.length === 0 ? texts.missing : parts.join(', ');
}

/** The name, numbers and contact details as stored; where the name comes from, since it cannot be changed. */
function ContactFacts({ member }: { member: MemberData }) {
  const isCompany = member.kind === 'company';
  return (
    <>
      <dl className={styles.facts}>
        <Fact term={isCompany ? texts.companyName : texts.name}>
          {[member.firstName, member.lastName].filter(Boolean).join(' ')}
        </Fact>
        <Fact term={member.isMember ? texts.memberNumber : texts.customerNumber}>{member.memberNumber}</Fact>
        {member.memberSince !== null && (
          <Fact term={texts.memberSince}>
            <time dateTime={member.memberSince}>{formatDate(member.memberSince)}</time>
          </Fact>
        )}
        <Fact term={texts.email}>{orMissing(member.email)}</Fact>
        <Fact term={texts.phone}>{orMissing(member.phone)}</Fact>
        <Fact term={texts.address}>{address(member)}</Fact>
        <Fact term={texts.preferredContact}>{profileTexts.preferredContact[member.preferredContact]}</Fact>
      </dl>
      <p className={styles.note}>{isCompany ? texts.companyNameSource : texts.personNameSource}</p>
    </>
  );
}

/**
 * The contact details, and for those who may change them an edit form in their place. Focus follows:
 * to the form's heading when it opens, to the saved message after saving, back to the button on cancel.
 */
export function ContactDetails() {
  const { data: member } = useMemberData();
  // Until the profile is known, neither the button nor the read-only note shows.
  const roles = useProfile().data?.roles;
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const savedMessage = useRef<HTMLParagraphElement>(null);
  const focusNext = useRef<'edit' | 'saved' | null>(null);

  useEffect(() => {
    if (editing) return;
    // The button is found by id: the design system's Button takes no ref.
    const target =
      focusNext.current === 'saved'
        ? savedMessage.current
        : focusNext.current === 'edit'
          ? document.getElementById(EDIT_BUTTON_ID)
          : null;
    focusNext.current = null;
    target?.focus();
  }, [editing, saved]);

  if (member === null) return <EmptyState title={texts.empty} headingLevel={3} />;

  if (editing) {
    return (
      <ContactForm
        member={member}
        onBehalf={roles !== undefined && hasRole(roles, 'Editor')}
        onSaved={() => {
          focusNext.current = 'saved';
          setSaved(true);
          setEditing(false);
        }}
        onCancel={() => {
          focusNext.current = 'edit';
          setEditing(false);
        }}
      />
    );
  }

  return (
    <>
      {saved && (
        <p ref={savedMessage} tabIndex={-1} role="status" className={styles.saved}>
          {texts.saved}
        </p>
      )}
      <ContactFacts member={member} />
      {roles === undefined ? null : canChange(roles) ? (
        <Button
          id={EDIT_BUTTON_ID}
          variant="secondary"
          onClick={() => {
            setSaved(false);
            setEditing(true);
          }}
        >
          {texts.edit}
        </Button>
      ) : (
        <Banner tone="info">
          <p>{isReadOnly(roles) ? texts.readOnly.delegate : texts.readOnly.viewer}</p>
        </Banner>
      )}
    </>
  );
}
