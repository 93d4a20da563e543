import type { LoginOption, LoginOptions } from '#contracts/login-options';
import { normalNameCase } from '#contracts/person-name';
import type { Role } from '#contracts/roles';
import { recordAudit } from '../../audit/audit.repository.js';
import type { Queryable } from '../../db/database.js';
import { swedishDay, type Clock } from '../../lib/clock.js';
import { NotFoundError } from '../../plugins/http-errors.js';
import {
  createLoginOptionsRepository,
  type Relation,
  type StakeholderChoice,
} from './login-options.repository.js';

const ROLE_OF_RELATION: Record<Relation, Role> = {
  member: 'Member',
  supplier: 'Supplier',
  potential: 'Potential',
};

export const RELATION_TEXT: Record<Relation, string> = {
  member: 'Medlem',
  supplier: 'Leverantör',
  potential: 'Blivande medlem',
};

export const STAFF_ROLES = ['Viewer', 'Editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What acting for a stakeholder gives: a representative only ever reads (DelegatedRight). */
function toOption(choice: StakeholderChoice): LoginOption {
  const relation = RELATION_TEXT[choice.relation];
  switch (choice.kind) {
    case 'self':
      return { ...base(choice), roles: [ROLE_OF_RELATION[choice.relation]], description: relation };
    case 'company':
      return {
        ...base(choice),
        roles: [ROLE_OF_RELATION[choice.relation]],
        description: `Företag, ${relation.toLowerCase()}`,
      };
    case 'mandate':
      return { ...base(choice), roles: ['DelegatedRight'], description: 'Fullmakt, endast läsrätt' };
  }
}

const base = (choice: StakeholderChoice) => ({
  stakeholderId: choice.stakeholderId,
  name: choice.name,
  kind: choice.kind,
});

/** The calendar date in Sweden, which decides whether a mandate is still valid today. */
const swedishDate = (date: Date): Date => new Date(swedishDay(date));

export interface Choice {
  readonly stakeholderId: string;
  readonly roles: Role[];
}

export class MemberNotFoundError extends NotFoundError {
  constructor() {
    super('Vi hittar ingen medlem med det numret. Kontrollera numret och försök igen.');
  }
}

/**
 * Whom a person who has identified with BankID may act for (docs/adr/0007): themselves, companies they
 * represent, members who gave them a mandate, or, for staff, any member to view or serve. Roles come
 * from these relations in the database, never from the client.
 */
export function createLoginOptionsService({ db, clock }: { db: Queryable; clock: Clock }) {
  const repository = createLoginOptionsRepository(db);
  const ownOptions = async (personId: string) =>
    (await repository.choicesOf(personId, swedishDate(clock.now()))).map(toOption);

  async function staffOption(personId: string, stakeholderId: string): Promise<LoginOption | undefined> {
    const rights = await repository.staffRights(personId);
    if (rights === undefined) return undefined;
    const member = await repository.findStakeholder(stakeholderId);
    if (member === undefined) return undefined;
    await recordAudit(db, {
      at: clock.now(),
      actorPersonId: personId,
      actorRoles: ['Viewer'],
      subjectStakeholderId: member.id,
      method: 'GET',
      route: '/api/Ir/GetLoginOptions',
      status: 200,
    });
    return {
      stakeholderId: member.id,
      name: member.name,
      kind: 'staff',
      roles: rights.mayEdit ? [...STAFF_ROLES] : ['Viewer'],
      description: rights.mayEdit ? 'Visa eller hjälp som personal' : 'Visa som personal',
    };
  }

  return {
    /**
     * The person BankID identified, if the association knows them; their name is refreshed from BankID.
     * Someone unknown gets no record here: we keep no personal number of people without a relation.
     */
    async identifyPerson(user: { personalNumber: string; givenName: string; surname: string }) {
      const person = await repository.findPersonByPersonalNumber(user.personalNumber);
      if (person === undefined) return undefined;
      await repository.updatePersonName(
        person.id,
        normalNameCase(user.givenName),
        normalNameCase(user.surname),
      );
      return { personId: person.id };
    },

    /** True when the person may log in at all: someone to act for, or staff. */
    async hasAnyRelation(personId: string): Promise<boolean> {
      return (
        (await repository.staffRights(personId)) !== undefined || (await ownOptions(personId)).length > 0
      );
    },

    /** `GET Ir/GetLoginOptions`; with `stakeholderId`, one option: the person's own, or for staff any member. */
    async optionsFor(personId: string, stakeholderId?: string): Promise<LoginOptions> {
      const person = await repository.findPerson(personId);
      if (person === undefined) throw new NotFoundError();
      const canLookUpMembers = (await repository.staffRights(personId)) !== undefined;
      const personName = `${person.givenName} ${person.surname}`;
      const own = await ownOptions(personId);
      if (stakeholderId === undefined) return { personName, options: own, canLookUpMembers };
      const chosen = own.find((option) => option.stakeholderId === stakeholderId);
      const option = chosen ?? (await staffOption(personId, stakeholderId));
      if (option === undefined) throw new MemberNotFoundError();
      return { personName, options: [option], canLookUpMembers };
    },

    /** The option chosen for the person at once: their only one. Staff always choose themselves. */
    async automaticChoice(personId: string): Promise<Choice | undefined> {
      if ((await repository.staffRights(personId)) !== undefined) return undefined;
      const options = await ownOptions(personId);
      const [only] = options;
      return options.length === 1 && only !== undefined
        ? { stakeholderId: only.stakeholderId, roles: only.roles }
        : undefined;
    },

    /** Acting for `stakeholderId`: one of the person's own options, or as staff in `staffRole`. */
    async choose(
      personId: string,
      stakeholderId: string,
      staffRole?: StaffRole,
    ): Promise<Choice | undefined> {
      if (staffRole === undefined) {
        const option = (await ownOptions(personId)).find(
          (candidate) => candidate.stakeholderId === stakeholderId,
        );
        return option && { stakeholderId, roles: option.roles };
      }
      const rights = await repository.staffRights(personId);
      if (rights === undefined || (staffRole === 'Editor' && !rights.mayEdit)) return undefined;
      const member = await repository.findStakeholder(stakeholderId);
      return member && { stakeholderId: member.id, roles: [staffRole] };
    },

    /** The person's name and whom the session acts for, for the profile. */
    async describe(personId: string, stakeholderId: string | null) {
      const person = await repository.findPerson(personId);
      const actingFor = stakeholderId === null ? undefined : await repository.findStakeholder(stakeholderId);
      return {
        personName: person === undefined ? undefined : `${person.givenName} ${person.surname}`,
        actingFor: actingFor && { id: actingFor.id, name: actingFor.name },
      };
    },
  };
}

export type LoginOptionsService = ReturnType<typeof createLoginOptionsService>;
