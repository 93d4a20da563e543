import { FIRST_DATA_ELEMENT_ID, type FirstData } from '#contracts/first-data';

/** Answers in the page are as fresh as a cached query (query-client.ts); after that the SPA asks again. */
const FRESH_FOR_MS = 30_000;

/**
 * The answers the server put into a signed-in page for its first render (server/src/plugins/first-data.ts),
 * each taken once by the API client instead of a round trip. The server wrote them through the API's own
 * serializer, which checks them against the same schemas, so they are not parsed again here.
 */
export interface FirstAnswers {
  /** The answer to a GET of `path`, once; undefined when the page has none (or no longer a fresh one). */
  take(path: string): { readonly answer: unknown } | undefined;
}

export function firstAnswers(data: FirstData = {}, now: () => number = Date.now): FirstAnswers {
  const left = new Map(Object.entries(data));
  const until = now() + FRESH_FOR_MS;
  return {
    take(path) {
      const found = left.has(path) && now() < until ? { answer: left.get(path) } : undefined;
      left.delete(path);
      return found;
    },
  };
}

/** The first data block of the page; none on a public page or when the session has ended. */
export function readFirstData(doc: Document = document): FirstData {
  const text = doc.getElementById(FIRST_DATA_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as FirstData) : {};
}
