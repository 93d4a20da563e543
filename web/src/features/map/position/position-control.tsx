import { useState } from 'react';
import { formatWalkingDistance, positionTexts as texts } from './position.texts';
import type { PositionTracking } from './use-position';
import { stopWay } from './way-to';
import { placeKey, placeSentence, wayToSentence } from './where-am-i';
import styles from './position.module.css';

/** "Visa var jag är": pressed while the map shows and follows the position; pressed again, it stops. */
export function PositionButton({ tracking }: { tracking: PositionTracking }) {
  return (
    <button
      type="button"
      className={styles.positionButton}
      aria-pressed={tracking.on}
      onClick={tracking.toggle}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle
          cx="12"
          cy="12"
          r="4"
          fill={tracking.on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
        <path d="M12 2v4M12 18v4M2 12h4M18 12h4" stroke="currentColor" strokeWidth="2" />
      </svg>
      {texts.show}
    </button>
  );
}

interface Report {
  readonly place: string | null;
  readonly way: string | null;
  readonly problem: string | null;
  /** What the live region says: it changes only with the place, the point or the problem. */
  readonly key: string;
}

function reportOf(tracking: PositionTracking): Report | null {
  const { watch, fix, place, target, unsupported } = tracking;
  if (unsupported) return { place: null, way: null, problem: texts.errors.unsupported, key: 'unsupported' };
  if (watch.kind === 'failed')
    return { place: null, way: null, problem: texts.errors[watch.reason], key: `failed:${watch.reason}` };
  if (!tracking.on) return null;
  if (fix === null || place === null)
    return {
      place: texts.searching,
      way: target === null ? null : texts.wayWaits(target.title),
      problem: null,
      key: `searching:${target?.id ?? ''}`,
    };
  const way = target === null ? null : wayToSentence(fix.position, target.title, target.point);
  const arrived = way !== null && way === texts.arrived(target?.title ?? '');
  return {
    place: placeSentence(place),
    way,
    problem: null,
    key: `${placeKey(place)}:${target?.id ?? ''}:${String(arrived)}`,
  };
}

/**
 * The position in words over the map: which stand the member is in, the way to a chosen point, or what to do
 * when the position cannot be had. A screen reader hears it when the place changes, not at every step.
 */
export function PositionReport({ tracking }: { tracking: PositionTracking }) {
  const report = reportOf(tracking);
  const text = report === null ? '' : [report.problem, report.place, report.way].filter(Boolean).join(' ');
  const [spoken, setSpoken] = useState({ key: '', text: '' });
  const key = report?.key ?? '';
  if (spoken.key !== key) setSpoken({ key, text });

  return (
    <>
      <p role="status" className="visually-hidden">
        {spoken.text}
      </p>
      {report !== null && (
        <div className={styles.report} data-testid="position-report">
          {report.problem !== null && <p>{report.problem}</p>}
          {report.place !== null && <p className={styles.place}>{report.place}</p>}
          {report.way !== null && <p className={styles.place}>{report.way}</p>}
          {tracking.fix !== null && (
            <p className={styles.accuracy}>{texts.accuracy(formatWalkingDistance(tracking.fix.accuracy))}</p>
          )}
          {(report.way !== null || (tracking.fix !== null && !tracking.following)) && (
            <div className={styles.buttons}>
              {tracking.fix !== null && !tracking.following && (
                <button type="button" className={styles.smallButton} onClick={tracking.follow}>
                  {texts.follow}
                </button>
              )}
              {report.way !== null && (
                <button type="button" className={styles.smallButton} onClick={stopWay}>
                  {texts.stopWay}
                </button>
              )}
            </div>
          )}
        </div>
      )}
    </>
  );
}
