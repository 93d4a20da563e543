import { describe, expect, it } from 'vitest';
import type { OrderStepRequest } from '#contracts/order-step-requests';
import {
  answerNotice,
  observationAnswerNotice,
  observationConfirmedNotice,
  planChangeNotice,
} from './errands.texts.js';
import { orderStepCorrectionNotice, orderStepNotice } from './order-steps.texts.js';

/**
 * A representative reads the member's notifications (those the mandate covers) under the same titles. A title
 * that says "din beställning" would tell her the order is hers, so the titles name the thing, not its owner.
 */
const ADDRESSED = /(^|[^a-zåäö])(din|ditt|dina)([^a-zåäö]|$)/i;

const NUMBER = 'SO-2026-001001';
const STEPS: readonly OrderStepRequest[] = [
  { step: 'confirmed', plannedFrom: '2027-05-03', plannedUntil: '2027-05-23', note: '' },
  { step: 'scheduled', scheduledOn: '2027-05-10', contractor: 'Skogstjänst AB', note: '' },
  {
    step: 'done',
    doneOn: '2026-12-01',
    lines: [{ position: 1, areaHa: 2, netOre: 1_000_00 }],
    priceReason: '',
    note: '',
  },
  { step: 'cancelled', note: 'Marken är för blöt.' },
];

const titles = [
  ...STEPS.map((step) => orderStepNotice(NUMBER, step, 2_000_00, 1_000_00).title),
  ...STEPS.map((step) => orderStepNotice(NUMBER, step, 1_000_00, 1_000_00).title),
  ...STEPS.map((step) => orderStepCorrectionNotice(NUMBER, step, {}, 1_000_00, 1_000_00).title),
  answerNotice('Gallring i vår', 'Lena Ek', 'Hej!').title,
  planChangeNotice.approved('move', '2027-03-01', [{ dueOn: '2028-03-01', amountOre: 5_000_00 }]).title,
  planChangeNotice.refused('split', '2027-03-01', 'För sent.').title,
  observationAnswerNotice('Granbarkborre / insektsangrepp', 'Lena Ek', 'Vi kommer ut.').title,
  observationConfirmedNotice('Granbarkborre / insektsangrepp', 'Lena Ek').title,
];

describe('the titles of the notices staff work sends a member', () => {
  it.each(titles)('"%s" names the thing, not whose it is', (title) => {
    expect(title).not.toMatch(ADDRESSED);
  });
});
