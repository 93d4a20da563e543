import type { MemberData } from '#contracts/member';

/** Karin's `Ir/GetMemberData` as the demo has it, for page tests that answer it. */
export const KARIN_MEMBER_DATA = {
  firstName: 'Karin',
  lastName: 'Lindqvist',
  hasPlans: true,
  isMember: true,
  kind: 'person',
  memberNumber: '100245',
  memberSince: '1998-04-01',
  email: 'karin.lindqvist@example.se',
  phone: '070-314 52 97',
  street: 'Ekeby gård 12',
  postalCode: '743 40',
  city: 'Storvreta',
  preferredContact: 'email',
} satisfies MemberData;
