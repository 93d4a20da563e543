import { ACTION_REACHED } from '#contracts/estates';
import type { DueAction } from '../../forest-growth/types.js';
import { swedishLongDate } from '../../lib/swedish-time.js';

/** What a roll of the forest plan tells the member, in Swedish (docs/forest-growth.md 10). */

/** The plan's own year for the action has come. */
const PLANNED: Readonly<Record<DueAction, string>> = {
  Röjning: 'ska röjas i år enligt skogsbruksplanen',
  Gallring: 'ska gallras i år enligt skogsbruksplanen',
  Slutavverkning: 'ska slutavverkas i år enligt skogsbruksplanen',
};

/**
 * The roll's final-felling age is the model's (docs/forest-growth.md 5.1), not the legal one: the inspector
 * checks that before a felling is notified.
 */
const FELLING_AGE_CHECKED =
  'Innan avverkningen anmäls till Skogsstyrelsen kontrollerar din skogsinspektor att avdelningen har nått ' +
  'lägsta ålder för föryngringsavverkning.';

export interface StandNoticeFacts {
  readonly standNumber: number;
  readonly designation: string;
  readonly action: DueAction;
  readonly reason: 'threshold' | 'plan-year';
  readonly rolledTo: string;
}

export const standNotice = {
  /** "Avdelning 17 på Uppsala Ekeby 2:7 har nått gallringsålder". */
  title: (facts: StandNoticeFacts): string =>
    `Avdelning ${String(facts.standNumber)} på ${facts.designation} ` +
    (facts.reason === 'threshold' ? ACTION_REACHED : PLANNED)[facts.action],

  text: (facts: StandNoticeFacts): string =>
    `Skogsbruksplanen är framskriven till ${swedishLongDate(facts.rolledTo)}. ` +
    `Läs vad ${facts.action.toLowerCase()} innebär och kostar, och beställ den om du vill, under Skogliga tjänster.` +
    (facts.action === 'Slutavverkning' ? ` ${FELLING_AGE_CHECKED}` : ''),
};
