export const APP_ENVIRONMENTS = ['production', 'staging', 'local'] as const;

export type AppEnvironment = (typeof APP_ENVIRONMENTS)[number];
