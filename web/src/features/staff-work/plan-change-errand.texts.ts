import type { ChangeKind, ChangeStatus } from '#contracts/economy';

/** A member's request to change their payment plan, in the staff workspace, in Swedish. */
export const planChangeErrandTexts = {
  title: (kind: ChangeKind, day: string) =>
    kind === 'move' ? `Flytta utbetalningen ${day}` : `Dela utbetalningen ${day}`,
  plan: 'Betalningsplan',
  payout: 'Utbetalningen det gäller',
  payoutAmount: (day: string, amount: string) => `${day}, ${amount}`,
  paid: 'Den har redan betalats ut, så ändringen kan bara avslås.',
  asked: 'Medlemmen vill',
  kinds: { move: 'Flytta utbetalningen', split: 'Dela utbetalningen i flera delar' } satisfies Record<
    ChangeKind,
    string
  >,
  requested: 'Önskade utbetalningar',
  message: 'Medlemmens meddelande',
  sent: 'Skickad',
  sentBy: (name: string) => `av ${name}`,
  statuses: {
    received: 'Mottagen, inte avgjord',
    approved: 'Godkänd',
    rejected: 'Avslagen',
    cancelled: 'Återkallad av medlemmen',
  } satisfies Record<ChangeStatus, string>,
  cancelled: 'Återkallad av medlemmen',
  approve: 'Godkänn ändringen',
  approveHint: 'Utbetalningen flyttas eller delas direkt i medlemmens betalningsplan.',
  refuse: 'Avslå ändringen',
  decided: 'Ändringen är avgjord. Inget mer att göra.',
  approved: 'Ändringen är godkänd och betalningsplanen är ändrad. Medlemmen har fått en avisering.',
  refused: 'Ändringen är avslagen. Medlemmen har fått en avisering och kan läsa skälet.',
} as const;
