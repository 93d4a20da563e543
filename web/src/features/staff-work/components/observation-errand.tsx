import { useId } from 'react';
import {
  OBSERVATION_ANSWER_MAX,
  OBSERVATION_KIND_LABELS,
  OBSERVATION_KIND_SHORT,
  type ObservationKind,
} from '#contracts/observations';
import { ObservationAnswerRequestSchema, type StaffObservation } from '#contracts/staff-observations';
import { formatDateTime } from '../../../lib/format';
import { PageHeading } from '../../../ui/page-heading';
import { useAnswerObservation, useConfirmObservation, useStaffObservation } from '../api/observation-errands';
import { useWorkspace } from '../api/staff-work';
import { observationErrandTexts as texts } from '../observation-errand.texts';
import { staffWorkTexts } from '../staff-work.texts';
import styles from '../staff-work.module.css';
import { AnswerForm } from './answer-form';
import { ObservationPointMap } from './observation-point-map';
import { OneActionForm } from './one-action-form';
import { useSavedStatus } from './use-saved-status';
import { MemberFact } from './member-fact';

function ObservationFacts({ observation }: { observation: StaffObservation }) {
  const { member } = observation;
  return (
    <dl className={styles.facts}>
      <MemberFact member={member} />
      {observation.advisorName !== null && (
        <div>
          <dt>{texts.advisor}</dt>
          <dd>{observation.advisorName}</dd>
        </div>
      )}
      <div>
        <dt>{texts.madeAt}</dt>
        <dd>
          <time dateTime={observation.createdAt}>{formatDateTime(observation.createdAt)}</time>
        </dd>
      </div>
      <div>
        <dt>{texts.note}</dt>
        <dd>{observation.note === '' ? texts.noNote : observation.note}</dd>
      </div>
    </dl>
  );
}

function PlaceAndPhotos({ observation, headingId }: { observation: StaffObservation; headingId: string }) {
  const estate = observation.estate?.designation ?? null;
  const [east, north] = observation.point.coordinates;
  const kind = OBSERVATION_KIND_LABELS[observation.kind];
  return (
    <>
      <h2 id={`${headingId}-place`}>{texts.place}</h2>
      <ObservationPointMap
        point={observation.point}
        boundary={observation.estate?.boundary ?? null}
        label={texts.mapLabel(estate)}
      />
      <p>
        {estate !== null && `${texts.onEstate(estate)} `}
        {texts.coordinates(east, north)}
      </p>
      <h2 id={`${headingId}-photos`}>{texts.photos}</h2>
      {observation.photos.length === 0 ? (
        <p>{texts.noPhotos}</p>
      ) : (
        <ul className={styles.photos}>
          {observation.photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img src={photo.url} alt={texts.photoAlt(index + 1, kind)} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function SoFar({ observation }: { observation: StaffObservation }) {
  const { confirmed } = observation;
  return (
    <>
      {observation.answers.length === 0 ? (
        <p>{texts.noAnswers}</p>
      ) : (
        <ol className={styles.list}>
          {observation.answers.map((answer) => (
            <li key={answer.at} className={styles.item}>
              <p>
                <strong>{texts.answerBy(answer.byName)}</strong>,{' '}
                <time dateTime={answer.at}>{formatDateTime(answer.at)}</time>
              </p>
              <p>{answer.body}</p>
            </li>
          ))}
        </ol>
      )}
      {confirmed !== null && (
        <p>
          {texts.confirmedBy(OBSERVATION_KIND_SHORT[confirmed.kind], confirmed.byName)},{' '}
          <time dateTime={confirmed.at}>{formatDateTime(confirmed.at)}</time>.
        </p>
      )}
    </>
  );
}

/** The advisor's answer: the member reads it at the point on the map and is notified. */
function ObservationAnswerForm({ id, onSent }: { id: string; onSent: () => void }) {
  const answer = useAnswerObservation(id);
  return (
    <AnswerForm
      fieldId="observation-answer-body"
      schema={ObservationAnswerRequestSchema}
      maxLength={OBSERVATION_ANSWER_MAX}
      rows={5}
      texts={texts}
      send={(body) => answer.mutateAsync(body)}
      onSent={onSent}
    />
  );
}

function ConfirmForm({ id, kind, onDone }: { id: string; kind: ObservationKind; onDone: () => void }) {
  const confirm = useConfirmObservation(id);
  return (
    <OneActionForm
      texts={{
        heading: texts.confirmHeading,
        hint:
          kind === 'granbarkborre'
            ? `${texts.confirmHint} ${texts.confirmBarkBeetleHint}`
            : texts.confirmHint,
        action: texts.confirm(OBSERVATION_KIND_SHORT[kind]),
        pending: texts.confirming,
        refusedHeading: texts.notConfirmedHeading,
      }}
      variant="secondary"
      isPending={confirm.isPending}
      act={() => confirm.mutateAsync(kind)}
      onDone={onDone}
    />
  );
}

/** An observation a member wants help with: the place, the photos, the answers, and for an Editor the answer and confirmation. */
export function ObservationErrand({ id }: { id: string }) {
  const { data: observation } = useStaffObservation(id);
  const { data: workspace } = useWorkspace();
  const base = useId();
  const { saved, setSaved, savedRef } = useSavedStatus<{ text: string }>();
  if (observation === null) return <PageHeading>{staffWorkTexts.errand.notFoundTitle}</PageHeading>;
  const mayEdit = workspace?.mayEdit === true;
  const title = texts.title(OBSERVATION_KIND_LABELS[observation.kind]);
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <section className={styles.section} aria-label={title}>
        <ObservationFacts observation={observation} />
      </section>
      <section className={styles.section} aria-labelledby={`${base}-place`}>
        <PlaceAndPhotos observation={observation} headingId={base} />
      </section>
      <section className={styles.section} aria-labelledby={`${base}-timeline`}>
        <h2 id={`${base}-timeline`}>{texts.timeline}</h2>
        <SoFar observation={observation} />
      </section>
      <section className={styles.section} aria-labelledby={`${base}-next`}>
        <h2 id={`${base}-next`}>{texts.nextHeading}</h2>
        <p ref={savedRef} role="status" tabIndex={-1}>
          {saved?.text}
        </p>
        {mayEdit ? (
          <>
            <ObservationAnswerForm id={id} onSent={() => setSaved({ text: texts.sent })} />
            {observation.confirmed === null && (
              <ConfirmForm
                id={id}
                kind={observation.kind}
                onDone={() => setSaved({ text: texts.confirmed })}
              />
            )}
          </>
        ) : (
          <p>{staffWorkTexts.list.readOnly}</p>
        )}
      </section>
    </>
  );
}
