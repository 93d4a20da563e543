import { useState } from 'react';
import { SWEDEN_BOUNDS } from '#contracts/geometry';
import { fromLonLat } from '../../../lib/map/projection';
import { recentFix } from '../position/use-watched-position';
import { observationTexts as texts } from './observations.texts';

export interface HerePosition {
  /** SWEREF 99 TM. */
  readonly east: number;
  readonly north: number;
  readonly accuracyMetres: number;
}

/** A position this old still places an observation: a walker moves a few tens of metres. */
const MAXIMUM_AGE_MS = 30_000;

const REFUSALS: Readonly<Record<number, string>> = {
  1: texts.positionDenied,
  2: texts.positionUnavailable,
  3: texts.positionUnavailable,
};

/** The device's position asked for once ("Placera där jag står"), with a clear message when it is refused. */
export function usePositionOnce(onPosition: (position: HerePosition) => void) {
  const [message, setMessage] = useState<string>();
  const [locating, setLocating] = useState(false);

  const locate = (): void => {
    if (!('geolocation' in navigator)) {
      setMessage(texts.noGeolocation);
      return;
    }
    // The map already follows the position: its fix is the answer.
    const recent = recentFix(MAXIMUM_AGE_MS);
    if (recent !== null) {
      const [east, north] = recent.position;
      setMessage(texts.placedHere(recent.accuracy));
      onPosition({ east, north, accuracyMetres: recent.accuracy });
      return;
    }
    setLocating(true);
    setMessage(texts.locating);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        const [east, north] = fromLonLat([coords.longitude, coords.latitude]);
        const inSweden =
          east >= SWEDEN_BOUNDS.minE &&
          east <= SWEDEN_BOUNDS.maxE &&
          north >= SWEDEN_BOUNDS.minN &&
          north <= SWEDEN_BOUNDS.maxN;
        if (!inSweden) {
          setMessage(texts.positionUnavailable);
          return;
        }
        setMessage(texts.placedHere(coords.accuracy));
        onPosition({ east, north, accuracyMetres: coords.accuracy });
      },
      (error) => {
        setLocating(false);
        setMessage(REFUSALS[error.code] ?? texts.positionUnavailable);
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: MAXIMUM_AGE_MS },
    );
  };

  return { locate, locating, message, setMessage };
}
