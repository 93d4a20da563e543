import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env.js';
import { isApiRoute } from './api-route.js';

/** Where Google Analytics and Tag Manager send and fetch data once a visitor has consented. */
const ANALYTICS_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

const originOf = (url: string | undefined): string[] => (url === undefined ? [] : [new URL(url).origin]);

/** The Content-Security-Policy: our own origin, plus exactly the third parties the configuration names. */
export function contentSecurityPolicy(
  config: AppConfig,
  relaxForDevServer = false,
): Record<string, string[]> {
  const { analytics, assistantScriptUrl, widgetScriptUrl } = config.web;
  const analyticsOn = analytics.measurementId !== undefined || analytics.tagManagerId !== undefined;
  const analyticsScript = analyticsOn ? [analytics.scriptOrigin] : [];
  const analyticsData = analyticsOn ? [analytics.scriptOrigin, ...ANALYTICS_ORIGINS] : [];
  const thirdPartyScripts = [...originOf(assistantScriptUrl), ...originOf(widgetScriptUrl)];
  const unique = (values: string[]): string[] => [...new Set(values)];
  return {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...analyticsScript, ...thirdPartyScripts]).concat(
      relaxForDevServer ? ["'unsafe-inline'"] : [],
    ),
    'style-src': unique(["'self'", ...thirdPartyScripts]).concat(
      relaxForDevServer ? ["'unsafe-inline'"] : [],
    ),
    'img-src': unique(["'self'", 'data:', ...analyticsData, ...thirdPartyScripts]),
    'connect-src': unique(["'self'", ...analyticsData, ...thirdPartyScripts]).concat(
      relaxForDevServer ? ['ws:'] : [],
    ),
    'font-src': ["'self'"],
    'frame-src': unique(["'self'", ...thirdPartyScripts]),
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Security headers on every response (ASVS 3.4): CSP, HSTS outside local, nosniff, referrer, COOP. */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig; relaxForDevServer?: boolean }) => {
    const { config } = options;
    const httpsOnly = config.environment !== 'local';
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          ...contentSecurityPolicy(config, options.relaxForDevServer),
          ...(httpsOnly ? { 'upgrade-insecure-requests': [] } : {}),
        },
      },
      strictTransportSecurity: httpsOnly ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      frameguard: { action: 'deny' },
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.header('permissions-policy', 'camera=(), microphone=(), payment=(), geolocation=(self)');
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      // An API answer is never stored; nor is anything else that chose no caching of its own (a 404).
      if (isApiRoute(request) || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
