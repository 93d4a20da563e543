import { useId } from 'react';
import { ANSWER_MAX, ContactAnswerRequestSchema, type StaffMessage } from '#contracts/staff-messages';
import { formatDateTime } from '../../../lib/format';
import { PageHeading } from '../../../ui/page-heading';
import { AnswerForm } from './answer-form';
import { useAnswerMessage, useMarkMessageHandled, useStaffMessage } from '../api/message-errands';
import { useWorkspace } from '../api/staff-work';
import { messageErrandTexts as texts } from '../message-errand.texts';
import { staffWorkTexts } from '../staff-work.texts';
import styles from '../staff-work.module.css';
import { OneActionForm } from './one-action-form';
import { useSavedStatus } from './use-saved-status';
import { MemberFact, ReachFact } from './member-fact';

/** Text as it was written: each line its own paragraph, so the writer's breaks stay. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n+/)
        .filter((line) => line.trim() !== '')
        .map((line, index) => (
          <p key={index}>{line}</p>
        ))}
    </>
  );
}

function MessageFacts({ message }: { message: StaffMessage }) {
  const { member } = message;
  return (
    <dl className={styles.facts}>
      <MemberFact member={member} />
      <div>
        <dt>{texts.business}</dt>
        <dd>{message.business.name}</dd>
      </div>
      {message.writerName !== member.name && (
        <div>
          <dt>{texts.writer}</dt>
          <dd>{message.writerName}</dd>
        </div>
      )}
      <div>
        <dt>{texts.advisor}</dt>
        <dd>{message.advisor.name}</dd>
      </div>
      <div>
        <dt>{texts.sentAt}</dt>
        <dd>
          <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
        </dd>
      </div>
      <div>
        <dt>{texts.replyChannel}</dt>
        <dd>{texts.channels[message.replyChannel]}</dd>
      </div>
      <ReachFact
        label={texts.reach}
        phone={member.phone}
        email={member.email}
        mailSubject={texts.replySubject(message.subject)}
        none={texts.noReach}
      />
      <div>
        <dt>{texts.message}</dt>
        <dd>
          <Paragraphs text={message.text} />
        </dd>
      </div>
    </dl>
  );
}

/** The answers so far, oldest first, each with who and when, and when it was marked handled. */
function MessageSoFar({ message }: { message: StaffMessage }) {
  return (
    <>
      {message.answers.length === 0 ? (
        <p>{texts.noAnswers}</p>
      ) : (
        <ol className={styles.list}>
          {message.answers.map((answer, index) => (
            <li key={index} className={styles.item}>
              <p>
                <strong>{texts.answerBy(answer.byName)}</strong>,{' '}
                <time dateTime={answer.at}>{formatDateTime(answer.at)}</time>
              </p>
              <Paragraphs text={answer.body} />
            </li>
          ))}
        </ol>
      )}
      {message.handled !== null && (
        <p>
          {texts.handledBy(message.handled.byName)},{' '}
          <time dateTime={message.handled.at}>{formatDateTime(message.handled.at)}</time>.
        </p>
      )}
    </>
  );
}

/** Staff (Editor) answer in the portal; the member reads it under Kontakta oss and is notified. */
function MessageAnswerForm({ id, onSent }: { id: string; onSent: () => void }) {
  const answer = useAnswerMessage(id);
  return (
    <AnswerForm
      fieldId="message-answer-body"
      schema={ContactAnswerRequestSchema}
      maxLength={ANSWER_MAX}
      rows={6}
      texts={texts}
      send={(body) => answer.mutateAsync({ body })}
      onSent={onSent}
    />
  );
}

/** Marks the message handled: a secondary action, below the answer. */
function HandledForm({ id, onMarked }: { id: string; onMarked: () => void }) {
  const mark = useMarkMessageHandled(id);
  return (
    <OneActionForm
      texts={{
        heading: texts.handledHeading,
        hint: texts.handledHint,
        action: texts.markHandled,
        pending: texts.marking,
        refusedHeading: texts.notMarkedHeading,
      }}
      variant="secondary"
      isPending={mark.isPending}
      act={() => mark.mutateAsync(undefined)}
      onDone={onMarked}
    />
  );
}

/** A member's message in the workspace: whom it is from, the answers so far, and for an Editor the answer to write. */
export function MessageErrand({ id }: { id: string }) {
  const { data: message } = useStaffMessage(id);
  const { data: workspace } = useWorkspace();
  const base = useId();
  const { saved, setSaved, savedRef } = useSavedStatus<{ text: string }>();
  if (message === null) {
    return <PageHeading>{staffWorkTexts.errand.notFoundTitle}</PageHeading>;
  }
  const mayEdit = workspace?.mayEdit === true;
  const title = texts.title(message.subject);
  // A new object each time, so a second answer moves focus to the message again.
  const tell = (text: string) => setSaved({ text });
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <section className={styles.section} aria-label={title}>
        <MessageFacts message={message} />
      </section>
      <section className={styles.section} aria-labelledby={`${base}-timeline`}>
        <h2 id={`${base}-timeline`}>{texts.timeline}</h2>
        <MessageSoFar message={message} />
      </section>
      <section className={styles.section} aria-labelledby={`${base}-next`}>
        <h2 id={`${base}-next`}>{texts.nextHeading}</h2>
        <p ref={savedRef} role="status" tabIndex={-1}>
          {saved?.text}
        </p>
        {message.handled !== null ? (
          saved === null && <p>{texts.handledText}</p>
        ) : mayEdit ? (
          <>
            {/* Each answer sent starts the form afresh, empty. */}
            <MessageAnswerForm key={message.answers.length} id={id} onSent={() => tell(texts.sent)} />
            <HandledForm id={id} onMarked={() => tell(texts.marked)} />
          </>
        ) : (
          <p>{staffWorkTexts.list.readOnly}</p>
        )}
      </section>
    </>
  );
}
