/**
 * Who someone who acted on a member's errand is to that member, named truthfully: the member themselves
 * (or one of their own people, a company's representative), a representative with the member's mandate,
 * the member's own advisor, another of the association's advisors, staff who are no advisor (handläggare),
 * or the association itself (a step recorded in its own systems by no one the portal knows). The server
 * decides the role from what it knows of the person; every page, mail and receipt words it with
 * `actorRoleWord`. Plain, so a page may import it.
 */

export const ACTOR_ROLES = [
  'member',
  'representative',
  'membersAdvisor',
  'advisor',
  'staff',
  'association',
] as const;
export type ActorRole = (typeof ACTOR_ROLES)[number];

/** What the server knows of the person who acted, for the member the errand belongs to. */
export interface ActorFacts {
  /** False for a step recorded outside the portal, which names who took it but no person of ours. */
  readonly knownPerson: boolean;
  /** The member's own people: a private member's person, a company's representatives. */
  readonly membersOwn: boolean;
  /** Holds a mandate (DelegatedRight) from the member. */
  readonly hasMandate: boolean;
  /** As staff: the advisor they are, or null for staff who are no advisor; undefined for someone not staff. */
  readonly staffAdvisorId: string | null | undefined;
  /** The member's advisor on the errand (an order's advisor when it was placed); null when none. */
  readonly membersAdvisorId: string | null;
  /** Outside the portal: whether the name recorded is that of the member's advisor. */
  readonly namedMembersAdvisor: boolean;
}

/** The role someone acted in towards the member; staff before a mandate, since staff act for the association. */
export function actorRole(facts: ActorFacts): ActorRole {
  if (!facts.knownPerson) return facts.namedMembersAdvisor ? 'membersAdvisor' : 'association';
  if (facts.membersOwn) return 'member';
  if (facts.staffAdvisorId !== undefined) {
    if (facts.staffAdvisorId === null) return 'staff';
    return facts.staffAdvisorId === facts.membersAdvisorId ? 'membersAdvisor' : 'advisor';
  }
  return facts.hasMandate ? 'representative' : 'association';
}

/**
 * The role in words after a name ("Lena Sjöberg, handläggare"), as the member or staff read it; null for
 * the member themselves, who is named alone.
 */
export function actorRoleWord(role: ActorRole, reader: 'member' | 'staff'): string | null {
  switch (role) {
    case 'member':
      return reader === 'member' ? null : 'medlemmen';
    case 'representative':
      return 'ombud med fullmakt';
    case 'membersAdvisor':
      return reader === 'member' ? 'din rådgivare' : 'medlemmens rådgivare';
    case 'advisor':
      return 'rådgivare hos föreningen';
    case 'staff':
      return 'handläggare hos föreningen';
    case 'association':
      return 'föreningen';
  }
}

/** A name with its role: "Lena Sjöberg, handläggare hos föreningen", or the name alone. */
export const nameWithRole = (name: string, role: ActorRole, reader: 'member' | 'staff'): string => {
  const word = actorRoleWord(role, reader);
  return word === null ? name : `${name}, ${word}`;
};
