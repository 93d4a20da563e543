/**
 * Every resource's query keys, by resource and never by page: a write in one feature invalidates the prefix
 * of what it changed, wherever that is shown (docs/adr/0016). The factories live with those who read them.
 */

export const memberKeys = {
  all: ['member'] as const,
  data: ['member', 'data'] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
  settings: ['notifications', 'settings'] as const,
};

/** The member's money: what moves money invalidates them all. */
export const economyKeys = {
  all: ['economy'] as const,
  summary: ['economy', 'summary'] as const,
  paymentPlan: ['economy', 'payment-plan'] as const,
  withdrawals: ['economy', 'withdrawals'] as const,
  /** The overview's card (`overview/economy`). */
  overview: ['economy', 'overview'] as const,
};

/** Whatever books money on an account invalidates them all. */
export const transactionKeys = {
  all: ['transactions'] as const,
  list: (search: string) => ['transactions', 'list', search] as const,
};

/**
 * The member's orders of forest services. A new order changes the lists (`summaries`), never another
 * order, so placing one invalidates the lists and leaves each order's own answer alone.
 */
export const orderKeys = {
  all: ['orders'] as const,
  summaries: ['orders', 'summaries'] as const,
  /** The overview's (`overview/orders`): those still under way. */
  open: ['orders', 'summaries', 'open'] as const,
  /** The purchases page's (`purchases`): every order. */
  every: ['orders', 'summaries', 'every'] as const,
  one: (number: string) => ['orders', 'one', number] as const,
};

export const estateKeys = {
  all: ['estates'] as const,
  list: ['estates', 'list'] as const,
  stands: (estateId: string) => ['estates', 'stands', estateId] as const,
  /** The overview's card (`overview/estates-summary`). */
  summary: ['estates', 'summary'] as const,
};

export const harvestContractKeys = {
  all: ['harvest-contracts'] as const,
  every: ['harvest-contracts', 'every'] as const,
  /** The overview's card (`overview/open-contracts`). */
  open: ['harvest-contracts', 'open'] as const,
};

export const advisorKeys = {
  all: ['advisors'] as const,
};

export const serviceKeys = {
  all: ['services'] as const,
};

export const activityKeys = {
  all: ['activities'] as const,
  latest: ['activities', 'latest'] as const,
};
