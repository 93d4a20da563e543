import { withCheckDigit } from '#contracts/personal-number';
import type { Role } from '#contracts/roles';

/**
 * The demo personas (docs/portal.md 9). Personal numbers are valid (Luhn) and synthetic: serial numbers 97x,
 * which the test builders (98x) never use. The README lists them; the BankID simulator's phone page
 * offers them; the browser journeys log in as them.
 */
export const PERSONAS = {
  member: {
    personalNumber: withCheckDigit('19520314971'),
    givenName: 'Karin',
    surname: 'Lindqvist',
    stakeholderId: '100245',
    description: 'Medlem och skogsägare; företräder också Lindqvist Skog AB',
  },
  potential: {
    personalNumber: withCheckDigit('19610722973'),
    givenName: 'Erik',
    surname: 'Holm',
    stakeholderId: '300112',
    description: 'Blivande medlem: skickas till registreringen',
    // His bank stores the name in capitals, as some do (docs/bankid.md 2.2).
    bankIdName: { givenName: 'ERIK', surname: 'HOLM' },
  },
  supplier: {
    personalNumber: withCheckDigit('19700506975'),
    givenName: 'Sven',
    surname: 'Berglund',
    stakeholderId: '200431',
    description: 'Leverantör av virke, inte medlem',
  },
  delegate: {
    personalNumber: withCheckDigit('19800911972'),
    givenName: 'Maria',
    surname: 'Lindqvist',
    stakeholderId: '100517',
    description: 'Medlem själv, och ombud med läsrätt (fullmakt) för sin mor Karin Lindqvist',
  },
  viewer: {
    personalNumber: withCheckDigit('19750128974'),
    givenName: 'Johan',
    surname: 'Ek',
    description: 'Personal som visar en medlems uppgifter (Viewer)',
  },
  editor: {
    personalNumber: withCheckDigit('19681203976'),
    givenName: 'Lena',
    surname: 'Sjöberg',
    description: 'Personal som hjälper en medlem och kan ändra (Editor)',
  },
  stranger: {
    personalNumber: withCheckDigit('19890417978'),
    givenName: 'Olle',
    surname: 'Persson',
    description: 'Ingen koppling till föreningen: hamnar på sidan om saknat medlemskap',
  },
} as const;

export type PersonaKey = keyof typeof PERSONAS;

/**
 * The persona who holds each role, and whom they act for with it: how tests and the browser journeys sign
 * in "as a role" (Karin's representative and the staff act for Karin).
 */
export const PERSONA_FOR_ROLE: Readonly<Record<Role, { persona: PersonaKey; actsFor: string }>> = {
  Member: { persona: 'member', actsFor: PERSONAS.member.stakeholderId },
  Potential: { persona: 'potential', actsFor: PERSONAS.potential.stakeholderId },
  Supplier: { persona: 'supplier', actsFor: PERSONAS.supplier.stakeholderId },
  DelegatedRight: { persona: 'delegate', actsFor: PERSONAS.member.stakeholderId },
  Viewer: { persona: 'viewer', actsFor: PERSONAS.member.stakeholderId },
  Editor: { persona: 'editor', actsFor: PERSONAS.member.stakeholderId },
};

/** Karin Lindqvist's company, which she may act for. */
export const PERSONA_COMPANY = {
  stakeholderId: '100388',
  name: 'Lindqvist Skog AB',
  organisationNumber: '5590123450',
} as const;

/** Someone the BankID simulator can identify as: what the phone page lists. */
export interface SimulatorPersona {
  readonly personalNumber: string;
  readonly givenName: string;
  readonly surname: string;
  /** A short Swedish description for the phone page. */
  readonly label: string;
}

export const SIMULATOR_PERSONAS: readonly SimulatorPersona[] = Object.values(PERSONAS).map((persona) => ({
  personalNumber: persona.personalNumber,
  givenName: 'bankIdName' in persona ? persona.bankIdName.givenName : persona.givenName,
  surname: 'bankIdName' in persona ? persona.bankIdName.surname : persona.surname,
  label: persona.description,
}));
