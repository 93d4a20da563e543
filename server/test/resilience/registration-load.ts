import { applicationOf, REGISTER_URL, REGISTRATION_URL, SAME_ORIGIN, type Applicant } from './applicants.js';
import { http } from './http-client.js';

/** What became of one applicant's registration as the client saw it. */
export type Outcome = 'acknowledged' | 'refused' | 'cut' | 'not sent';

/**
 * Applicants register through the real API, `concurrency` at a time, until `stopped()` says so: a load of
 * real writes whose every acknowledgement (201) is a promise that the application is stored.
 */
export function registrationLoad(baseUrl: string, applicants: readonly Applicant[], concurrency: number) {
  const outcomes = new Map<Applicant, Outcome>(applicants.map((applicant) => [applicant, 'not sent']));
  let next = 0;
  let stopped = false;

  async function worker(): Promise<void> {
    while (!stopped && next < applicants.length) {
      const applicant = applicants[next++];
      if (applicant === undefined) return;
      try {
        const answer = await http(`${baseUrl}${REGISTER_URL}`, {
          method: 'POST',
          headers: { ...SAME_ORIGIN, cookie: applicant.cookie },
          json: applicationOf(applicant),
        });
        outcomes.set(applicant, answer.statusCode === 201 ? 'acknowledged' : 'refused');
      } catch {
        // The connection broke before an answer came: the client cannot know whether it was stored.
        outcomes.set(applicant, 'cut');
      }
    }
  }
  const done = Promise.all(Array.from({ length: concurrency }, worker));

  const count = (outcome: Outcome): number => [...outcomes.values()].filter((o) => o === outcome).length;
  return {
    outcomes,
    count,
    /** No new request starts; resolves when the ones under way have their outcome. */
    async stop(): Promise<void> {
      stopped = true;
      await done;
    },
    finished: done,
  };
}

/** The applicant's stored application as the API shows it to them, or undefined when there is none. */
export async function storedApplicationEmail(
  baseUrl: string,
  applicant: Applicant,
): Promise<string | undefined> {
  const answer = await http(`${baseUrl}${REGISTRATION_URL}`, { headers: { cookie: applicant.cookie } });
  if (answer.statusCode === 204) return undefined;
  if (answer.statusCode !== 200) throw new Error(`GetRegistration answered ${String(answer.statusCode)}`);
  return (JSON.parse(answer.body) as { email: string }).email;
}
