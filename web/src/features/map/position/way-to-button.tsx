import { Button } from '../../../ui/button';
import { positionTexts as texts } from './position.texts';
import { showWayTo, type WayTarget } from './way-to';

/** "Visa vägen hit" on an own point: the map shows the position and the distance and direction to it. */
export function WayToButton(target: WayTarget) {
  return (
    <Button variant="secondary" onClick={() => showWayTo(target)}>
      {texts.wayButton}
    </Button>
  );
}
