/**
 * The id of the JSON script element in index.html that carries a signed-in page's first data: the answers
 * the server already gave to the page's first API reads, keyed by their path under the API root (as the
 * SPA asks for them), `null` for a 204. Only there for a live session; such a page is never cached.
 */
export const FIRST_DATA_ELEMENT_ID = 'first-data';

export type FirstData = Readonly<Record<string, unknown>>;
