import { describe, expect, it } from 'vitest';
import { actorRole, nameWithRole, type ActorFacts } from './actor-role.js';

const someone: ActorFacts = {
  knownPerson: true,
  membersOwn: false,
  hasMandate: false,
  staffAdvisorId: undefined,
  membersAdvisorId: 'anders',
  namedMembersAdvisor: false,
};

describe('the role someone acted in towards a member', () => {
  it('names staff by what they are to the member: the member’s advisor, another advisor, or a handläggare', () => {
    expect(actorRole({ ...someone, staffAdvisorId: 'anders' })).toBe('membersAdvisor');
    expect(actorRole({ ...someone, staffAdvisorId: 'elin' })).toBe('advisor');
    // Lena is staff, no advisor: never "Rådgivare" on Karin's order, whose advisor is Anders.
    expect(actorRole({ ...someone, staffAdvisorId: null })).toBe('staff');
    expect(nameWithRole('Lena Sjöberg', 'staff', 'member')).toBe('Lena Sjöberg, handläggare hos föreningen');
    expect(nameWithRole('Anders Nyberg', 'membersAdvisor', 'member')).toBe('Anders Nyberg, din rådgivare');
    expect(nameWithRole('Anders Nyberg', 'membersAdvisor', 'staff')).toBe(
      'Anders Nyberg, medlemmens rådgivare',
    );
  });

  it('knows the member’s own people, a representative, and steps recorded outside the portal', () => {
    expect(actorRole({ ...someone, membersOwn: true })).toBe('member');
    expect(nameWithRole('Karin Lindqvist', 'member', 'member')).toBe('Karin Lindqvist');
    expect(actorRole({ ...someone, hasMandate: true })).toBe('representative');
    // Staff who also hold a mandate act for the association in the workspace.
    expect(actorRole({ ...someone, hasMandate: true, staffAdvisorId: null })).toBe('staff');
    expect(actorRole({ ...someone, knownPerson: false, namedMembersAdvisor: true })).toBe('membersAdvisor');
    expect(actorRole({ ...someone, knownPerson: false })).toBe('association');
  });
});
