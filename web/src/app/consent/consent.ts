import { cookieNames, cookieValue, removeCookie, setCookie } from '../../lib/cookies';

/** Cookie names and rules of docs/portal.md 3. */
export const CONSENT_COOKIES = {
  accepted: 'cookieAccept',
  performance: 'cookiePerformance',
  customization: 'cookieCustomization',
} as const;
export const CONSENT_VALUE = 'yes';
export const CONSENT_DAYS = 365;
/** How often the cookie jar is read, so a change made elsewhere (another tab, the app shell) is seen. */
export const COOKIE_POLL_MS = 300;

export interface Consent {
  /** The visitor has made a choice, so the banner stays away. */
  readonly answered: boolean;
  readonly performance: boolean;
  readonly customization: boolean;
}

export function consentFrom(cookieString: string): Consent {
  const yes = (name: string): boolean => cookieValue(cookieString, name) === CONSENT_VALUE;
  return {
    answered: yes(CONSENT_COOKIES.accepted),
    performance: yes(CONSENT_COOKIES.performance),
    customization: yes(CONSENT_COOKIES.customization),
  };
}

/** Stores a choice: cookieAccept always, each category only when chosen (and removed when not). */
export function saveConsent(choice: { performance: boolean; customization: boolean }): void {
  setCookie(CONSENT_COOKIES.accepted, CONSENT_VALUE, CONSENT_DAYS);
  for (const category of ['performance', 'customization'] as const) {
    const name = CONSENT_COOKIES[category];
    if (choice[category]) setCookie(name, CONSENT_VALUE, CONSENT_DAYS);
    else removeCookie(name);
  }
}

export const acceptAll = (): void => saveConsent({ performance: true, customization: true });
export const acceptOnlyNecessary = (): void => saveConsent({ performance: false, customization: false });

/** Google Analytics' cookies: _ga, _gat, _gid and every _ga_<id>. */
export const isAnalyticsCookie = (name: string): boolean =>
  name === '_ga' || name === '_gat' || name === '_gid' || name.startsWith('_ga_');

export function removeAnalyticsCookies(cookieString: string): void {
  cookieNames(cookieString).filter(isAnalyticsCookie).forEach(removeCookie);
}

/** An embedded app client (a web view in the association's app) sends ClientType=app… (docs/portal.md 2). */
export const isAppClient = (cookieString: string): boolean =>
  cookieValue(cookieString, 'ClientType')?.startsWith('app') ?? false;
