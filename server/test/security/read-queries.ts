/** What a read's required query may name: the estates of the test's world. */
export interface ReadQueryWorld {
  /** Stands of the estate the reader may see. */
  readonly visibleStandIds: readonly string[];
  /** The designation of an estate the reader may not see. */
  readonly hiddenDesignation: string;
}

/**
 * The query of each GET route that requires one its schema cannot make up (real ids, a sensible amount), so
 * that a security test reads the route's real answer rather than its 400. A read that asks for something it
 * must not find asks for the hidden estate by name.
 */
export const READ_QUERIES: Readonly<Record<string, (world: ReadQueryWorld) => Record<string, string>>> = {
  'GET /api/geo/search': (world) => ({ q: world.hiddenDesignation }),
  'GET /api/forest-decisions/harvest-alternatives': (world) => ({
    stands: world.visibleStandIds.slice(0, 3).join(','),
  }),
  'GET /api/forest-decisions/income-spread': () => ({
    amountKr: '250000',
    kind: 'avverkningsratt',
    years: '3',
  }),
};
