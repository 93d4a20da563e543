import type { LoginOption } from '#contracts/login-options';
import { classifyMemberQuery, MEMBER_SEARCH_LIMIT, type MemberSearchResult } from '#contracts/member-search';
import { recordAudit } from '../../audit/audit.repository.js';
import type { Queryable } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError, NotFoundError } from '../../plugins/http-errors.js';
import { createLoginOptionsRepository } from './login-options.repository.js';
import { RELATION_TEXT, STAFF_ROLES } from './login-options.service.js';
import { createMemberSearchRepository, type FoundStakeholder } from './member-search.repository.js';

const MEMBER_SEARCH_ROUTE = '/api/staff/member-search';

function describe(found: FoundStakeholder): string {
  const parts = [RELATION_TEXT[found.relation], `nummer ${found.id}`];
  if (found.matchedEstate !== null) parts.push(found.matchedEstate);
  return parts.join(', ');
}

/**
 * Staff find a member to view or serve by member number, personal number, name or estate designation. Only
 * staff may search (anyone else gets 404); every member answered is written to the audit trail, as the lookup by number is.
 */
export function createMemberSearchService({ db, clock }: { db: Queryable; clock: Clock }) {
  const logins = createLoginOptionsRepository(db);
  const members = createMemberSearchRepository(db);

  return {
    async search(personId: string, input: string): Promise<MemberSearchResult> {
      const rights = await logins.staffRights(personId);
      // To anyone but staff the search does not exist, as the lookup by number does not.
      if (rights === undefined) throw new NotFoundError();
      const query = classifyMemberQuery(input, clock.now());
      // The message says how to write a query, and never repeats it.
      if (query.kind === 'invalid') throw new HttpError(400, 'INVALID_MEMBER_QUERY', query.message);
      const found =
        query.kind === 'memberNumber'
          ? await members.byMemberNumber(query.value)
          : query.kind === 'personalNumber'
            ? await members.byPersonalNumber(query.value)
            : await members.byText(query.value, MEMBER_SEARCH_LIMIT + 1);
      const shown = found.slice(0, MEMBER_SEARCH_LIMIT);
      const roles: LoginOption['roles'] = rights.mayEdit ? [...STAFF_ROLES] : ['Viewer'];
      for (const member of shown) {
        await recordAudit(db, {
          at: clock.now(),
          actorPersonId: personId,
          actorRoles: roles,
          subjectStakeholderId: member.id,
          method: 'POST',
          route: MEMBER_SEARCH_ROUTE,
          status: 200,
        });
      }
      return {
        members: shown.map((member) => ({
          stakeholderId: member.id,
          name: member.name,
          kind: 'staff',
          roles,
          description: describe(member),
        })),
        more: found.length > MEMBER_SEARCH_LIMIT,
      };
    },
  };
}

export type MemberSearchService = ReturnType<typeof createMemberSearchService>;
