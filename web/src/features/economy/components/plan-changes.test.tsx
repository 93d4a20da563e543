// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlanChange } from '#contracts/economy';
import { PlanChanges } from './plan-changes';
import { renderPage } from '../../../lib/test-render';

const CHANGE: PlanChange = {
  id: '5f0c2f1e-9d3b-4c61-8a57-0b1d2e3f4a5b',
  payoutId: '6a1d3e2f-0e4c-4d72-9b68-1c2e3f4a5b6c',
  payoutDueOn: '2027-01-29',
  payoutAmountOre: 20_000_000,
  kind: 'move',
  requested: [{ dueOn: '2027-06-30', amountOre: 20_000_000 }],
  message: '',
  status: 'rejected',
  createdAt: '2026-11-20T09:00:00.000Z',
  decidedAt: '2026-11-24T10:00:00.000Z',
  decisionReason: 'Utbetalningen är redan skickad till banken.',
  requestedByStaff: false,
  signature: null,
};

afterEach(cleanup);

function renderChanges(changes: PlanChange[]): void {
  renderPage(<PlanChanges changes={changes} readOnly={false} />);
}

describe("the member's plan change requests", () => {
  it('tells why the advisor refused one', () => {
    renderChanges([CHANGE]);
    const card = screen.getByRole('article');
    expect(card.textContent).toContain('Avslagen');
    expect(card.textContent).toContain('Rådgivarens motiveringUtbetalningen är redan skickad till banken.');
    expect(screen.queryByRole('button', { name: 'Återkalla begäran' })).toBeNull();
  });

  it('has no motivation where none was given', () => {
    renderChanges([{ ...CHANGE, status: 'approved', decisionReason: null }]);
    expect(screen.getByRole('article').textContent).not.toContain('Rådgivarens motivering');
  });
});
