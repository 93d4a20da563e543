import type { RuntimeConfig } from '#contracts/runtime-config';
import type { AppConfig } from './env.js';

/** The browser-safe part of the configuration, handed to the SPA in index.html. Never add secrets. */
export function runtimeConfigFor(config: AppConfig): RuntimeConfig {
  return {
    environment: config.environment,
    apiRoot: '/api/',
    productName: config.branding.productName,
    associationName: config.branding.associationName,
    supportEmail: config.branding.supportEmail,
    supportPhone: config.branding.supportPhone,
    surveyUrl: config.web.surveyUrl,
    assistantScriptUrl: config.web.assistantScriptUrl,
    widgetScriptUrl: config.web.widgetScriptUrl,
    analytics: config.web.analytics,
    flags: config.flags,
    bankidSimulatorUrl: config.bankid.simulatorAppUrl,
  };
}
