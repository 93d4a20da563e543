import { APP_ENVIRONMENTS, type AppEnvironment } from './environment.js';

/** Every feature flag (docs/portal.md 7), with what it switches. */
export const FEATURE_FLAG_DESCRIPTIONS = {
  servicesOrderable: 'Skogliga tjänster kan beställas (varukorg och kassa)',
  assistantVisible: 'Den inbäddade assistenten laddas för inloggade',
  customNotesEditing: 'Egna punkter på kartan kan redigeras',
  forestOverviewActivation: 'Skogsöversikten kan aktiveras',
  registrationForm: 'Blivande medlemmar skickas till registreringsformuläret',
  onboarding: 'Introduktion för nya användare',
  newProfilePage: 'Den nya profilsidan',
  profile: 'Mina uppgifter',
  notificationSettings: 'Inställningar för aviseringar',
  mandates: 'Fullmakter',
  subscriptions: 'Abonnemang',
  bookings: 'Bokade möten',
  purchases: 'Mina köp',
  notifications: 'Aviseringar',
  notificationEmails: 'Aviseringar via e-post',
  contractTimeline: 'Tidslinje för kontrakt',
  timberPrices: 'Virkespriser',
  cashbook: 'Kassabok',
  mapDebugger: 'Felsökningsverktyg för kartan',
} as const;

export type FeatureFlag = keyof typeof FEATURE_FLAG_DESCRIPTIONS;
export type FeatureFlags = Readonly<Record<FeatureFlag, boolean>>;

export const FEATURE_FLAGS = Object.keys(FEATURE_FLAG_DESCRIPTIONS) as FeatureFlag[];

/** Flags are on everywhere except where docs/portal.md 7 turns them off. */
const OFF_IN: Partial<Record<FeatureFlag, readonly AppEnvironment[]>> = {
  purchases: APP_ENVIRONMENTS,
  cashbook: ['production'],
  mapDebugger: ['production', 'staging'],
};

export function featureFlagsFor(environment: AppEnvironment): FeatureFlags {
  return Object.fromEntries(
    FEATURE_FLAGS.map((flag) => [flag, !(OFF_IN[flag]?.includes(environment) ?? false)]),
  ) as Record<FeatureFlag, boolean>;
}

export function isFeatureFlag(name: string): name is FeatureFlag {
  return Object.hasOwn(FEATURE_FLAG_DESCRIPTIONS, name);
}
