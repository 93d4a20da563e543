import { useId, useState } from 'react';
import { mayGiveMandates } from '#contracts/mandates';
import { canChange } from '#contracts/roles';
import { useProfile } from '../../../lib/profile';
import { PageHeading } from '../../../ui/page-heading';
import { SectionBoundary } from '../../../ui/section-boundary';
import { GiveMandateForm } from '../components/give-mandate-form';
import { GivenMandates } from '../components/given-mandates';
import { HeldMandates } from '../components/held-mandates';
import { mandatesTexts } from '../mandates.texts';
import styles from '../mandates.module.css';

const texts = mandatesTexts;

export const title = texts.mandates.title;

/**
 * Mandates given and held. Members give and remove; staff serving them (Editor) may remove but never give
 * one in the member's name; read-only roles only look.
 */
export function Component() {
  const profile = useProfile();
  const roles = profile.data?.roles;
  const mayChange = roles !== undefined && canChange(roles);
  const mayGive = roles !== undefined && mayGiveMandates(roles);
  const [news, setNews] = useState('');
  const givenId = useId();
  const heldId = useId();
  return (
    <>
      <PageHeading lead={texts.mandates.lead}>{texts.mandates.title}</PageHeading>
      <p role="status" className={news === '' ? 'visually-hidden' : styles.news}>
        {news}
      </p>
      <section className={styles.section} aria-labelledby={givenId}>
        <h2 id={givenId}>{texts.given.heading}</h2>
        {roles !== undefined && !mayChange && <p>{texts.mandates.readOnlyNote}</p>}
        {mayChange && !mayGive && <p>{texts.mandates.onlyMemberGives}</p>}
        <SectionBoundary>
          <GivenMandates canChange={mayChange} onRemoved={(name) => setNews(texts.remove.done(name))} />
        </SectionBoundary>
        {mayGive && <GiveMandateForm onGiven={(name) => setNews(texts.give.done(name))} />}
      </section>
      <section className={styles.section} aria-labelledby={heldId}>
        <h2 id={heldId}>{texts.held.heading}</h2>
        <SectionBoundary>
          <HeldMandates />
        </SectionBoundary>
      </section>
    </>
  );
}
