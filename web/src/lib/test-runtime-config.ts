import { featureFlagsFor, type FeatureFlags } from '#contracts/feature-flags';
import type { RuntimeConfig } from '#contracts/runtime-config';

/** The runtime configuration web tests render with: the local flags, with the overrides a test needs. */
export function testRuntimeConfig(
  overrides: Partial<RuntimeConfig> = {},
  flags: Partial<FeatureFlags> = {},
): RuntimeConfig {
  return {
    environment: 'local',
    apiRoot: '/api/',
    productName: 'Skogsportalen',
    associationName: 'Exempelskog',
    supportEmail: 'support@exempelskog.example',
    analytics: { scriptOrigin: 'https://www.googletagmanager.com' },
    ...overrides,
    flags: { ...featureFlagsFor('local'), ...flags },
  };
}
