import type { ActiveSession } from '../../session/session.service.js';
import type { BankIdOrders } from '../../bankid/bankid-orders.js';
import type { LoginOptionsService, StaffRole } from './login-options.service.js';

export interface LoginRequest {
  /** The browser's BankID flow token, if it has one. */
  readonly flowToken: string | undefined;
  /** The session the browser already has, if any. */
  readonly current: ActiveSession | null;
  /** Whom to act for; without it the person's only option is chosen, if they have just one. */
  readonly stakeholderId?: string;
  readonly staffRole?: StaffRole;
}

export type LoginOutcome =
  /** `fromOrder`: the browser's completed BankID order was used up (its cookie can go). */
  | { readonly kind: 'session'; readonly session: ActiveSession; readonly fromOrder: boolean }
  /** BankID identified someone the association does not know; nothing of theirs was kept. */
  | { readonly kind: 'no-relation' }
  /** No completed order and no session to choose from: log in with BankID first. */
  | { readonly kind: 'not-identified' }
  /** The person may not act for the stakeholder they asked for. */
  | { readonly kind: 'not-an-option' };

/**
 * `POST auth/bankid` (docs/portal.md 8): identity comes from a BankID order this browser completed, or from
 * the session it already has, never from the request body; whom it acts for from the database.
 */
export function createLoginService(deps: { bankidLogin: BankIdOrders; loginOptions: LoginOptionsService }) {
  const { bankidLogin, loginOptions } = deps;

  async function identify(request: LoginRequest) {
    const identified = await bankidLogin.consume(request.flowToken);
    if (identified === undefined) {
      const canChoose = request.current !== null && request.stakeholderId !== undefined;
      return canChoose ? { personId: request.current.personId, fromOrder: false } : undefined;
    }
    const person = await loginOptions.identifyPerson(identified);
    if (person === undefined || !(await loginOptions.hasAnyRelation(person.personId))) {
      // Not even BankID's answer, which carries the personal number, is kept.
      await bankidLogin.forget(request.flowToken);
      return 'no-relation' as const;
    }
    return { personId: person.personId, fromOrder: true };
  }

  return {
    async logIn(request: LoginRequest): Promise<LoginOutcome> {
      const who = await identify(request);
      if (who === 'no-relation') return { kind: 'no-relation' };
      if (who === undefined) return { kind: 'not-identified' };
      const { personId, fromOrder } = who;
      const choice =
        request.stakeholderId === undefined
          ? await loginOptions.automaticChoice(personId)
          : await loginOptions.choose(personId, request.stakeholderId, request.staffRole);
      if (request.stakeholderId !== undefined && choice === undefined) return { kind: 'not-an-option' };
      const session = { personId, stakeholderId: choice?.stakeholderId ?? null, roles: choice?.roles ?? [] };
      return { kind: 'session', session, fromOrder };
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
