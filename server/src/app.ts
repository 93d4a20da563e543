import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { swedishDay, systemClock, type Clock } from './lib/clock.js';
import type { AppConfig } from './config/env.js';
import type { Database } from './db/database.js';
import { isMigrated } from './db/migrate.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { bankIdFlowCookie, createBankIdParts, SIMULATOR_PREFIX } from './bankid/bankid-setup.js';
import { bankIdSimulatorPlugin } from './bankid/simulator/simulator.plugin.js';
import { bankIdLoginRoutes } from './features/auth/bankid-login.routes.js';
import { returnOriginFor } from './features/auth/return-origin.js';
import { createBankIdOrders } from './bankid/bankid-orders.js';
import { loginOptionsRoutes } from './features/auth/login-options.routes.js';
import { createLoginOptionsService } from './features/auth/login-options.service.js';
import { memberSearchRoutes } from './features/auth/member-search.routes.js';
import { createMemberSearchService } from './features/auth/member-search.service.js';
import { registrationRoutes } from './features/registration/registration.routes.js';
import { profileRoutes } from './features/profile/profile.routes.js';
import { meetingsRoutes } from './features/meetings/meetings.routes.js';
import { subscriptionsRoutes } from './features/subscriptions/subscriptions.routes.js';
import { mandatesRoutes } from './features/mandates/mandates.routes.js';
import { createMandatesService } from './features/mandates/mandates.service.js';
import { contactRoutes } from './features/contact/contact.routes.js';
import { devOutboxRoutes } from './mail/dev-outbox.routes.js';
import { notificationsRoutes } from './features/notifications/notifications.routes.js';
import { accessLogRoutes } from './features/access-log/access-log.routes.js';
import { overviewRoutes } from './features/overview/overview.routes.js';
import { estatesRoutes } from './features/estates/estates.routes.js';
import { areaRoutes } from './geo/area.routes.js';
import { customPointsRoutes } from './features/custom-points/custom-points.routes.js';
import { forestOverviewRoutes } from './features/forest-overview/forest-overview.routes.js';
import { cashbookRoutes } from './features/cashbook/cashbook.routes.js';
import { transactionsRoutes } from './features/transactions/transactions.routes.js';
import { economyRoutes } from './features/economy/economy.routes.js';
import { harvestContractsRoutes } from './features/harvest-contracts/harvest-contracts.routes.js';
import { timberPricesRoutes } from './features/timber-prices/timber-prices.routes.js';
import { createTimberPricesService } from './features/timber-prices/timber-prices.service.js';
import { forestDecisionsRoutes } from './features/forest-decisions/forest-decisions.routes.js';
import { SERVICES } from './features/services/services.catalogue.js';
import { followUpPricesFromCatalogue } from './forest-economics/follow-up-services.js';
import { documentsRoutes } from './features/documents/documents.routes.js';
import { createServiceOrdering } from './features/services/order-drafts.js';
import { servicesRoutes } from './features/services/services.routes.js';
import { checkoutRoutes } from './features/checkout/checkout.routes.js';
import { createOrdersRepository } from './features/checkout/orders.repository.js';
import { createPurchasesRepository } from './features/purchases/purchases.repository.js';
import { purchasesRoutes } from './features/purchases/purchases.routes.js';
import { staffWorkRoutes } from './features/staff-work/staff-work.routes.js';
import { createNotifier } from './features/notifications/notify.js';
import { warnNeighboursOfBarkBeetle } from './features/notifications/neighbour-warnings.js';
import { pushRoutes } from './features/notifications/push.routes.js';
import { mandateDocumentPdf } from './features/mandates/mandate-document.pdf.js';
import { forestOverviewFeatures } from './features/forest-overview/forest-overview-features.js';
import { customPointFeatures } from './features/custom-points/custom-point-features.js';
import { accessPlugin } from './plugins/access.js';
import { benchRoutes } from './plugins/bench-routes.js';
import { csrfPlugin } from './plugins/csrf.js';
import { compressedAnswersPlugin } from './plugins/compressed-page.js';
import { controlCharactersPlugin } from './plugins/control-characters.js';
import { createSigningService } from './signing/signing.service.js';
import { signingRoutes } from './signing/signing.routes.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { writePipelinePlugin } from './plugins/write-pipeline.js';
import { healthRoutes } from './features/health/health.routes.js';
import { createHealthService } from './features/health/health.service.js';
import { createGeoSource } from './geo/geo-source.js';
import { geoRoutes } from './geo/geo.routes.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { answerFrameworkErrorsAsNotFound } from './plugins/framework-errors.js';
import { NotFoundError } from './plugins/http-errors.js';
import { loggerOptions, OneLinePerRequest } from './plugins/logger.js';
import { requestDayPlugin } from './plugins/request-day.js';
import { metricsPlugin } from './plugins/metrics.js';
import { openApiPlugin } from './plugins/openapi.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { sessionPlugin } from './plugins/session.js';
import { spaPlugin } from './plugins/spa.js';
import { createSessionRepository } from './session/session.repository.js';
import { createSessionService } from './session/session.service.js';

z.config(z.locales.sv());

export interface AppDependencies {
  readonly config: AppConfig;
  readonly db: Database;
  readonly clock?: Clock;
  /** Fastify's logger; tests pass false. */
  readonly logger?: FastifyServerOptions['logger'];
  /** How long a health answer is reused. */
  readonly healthCacheMs?: number;
  /** Development only: index.html from Vite, and a CSP that allows Vite's inline preamble and websocket. */
  readonly devServer?: {
    indexHtml: (url: string) => Promise<string>;
    register: (app: FastifyInstance) => Promise<void>;
  };
}

/** Builds the whole portal (API and SPA host) without listening, so tests can `inject()` into it. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkErrorsAsNotFound((): FastifyInstance => app),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Infrastructure, in order.
  await app.register(securityHeadersPlugin, { config, relaxForDevServer: deps.devServer !== undefined });
  await app.register(errorHandlerPlugin);
  await app.register(requestDayPlugin, { clock });
  if (deps.devServer !== undefined) await deps.devServer.register(app);
  // Outside local, /metrics is there only for the holder of METRICS_TOKEN.
  if (config.environment === 'local' || config.metricsToken !== undefined) {
    await app.register(metricsPlugin, { token: config.metricsToken });
  }
  // Production does not describe its API to strangers: /api/docs answers like any unknown API path.
  if (config.environment !== 'production') {
    await app.register(openApiPlugin, { title: config.branding.productName });
  }
  await app.register(sessionPlugin, {
    config,
    service: createSessionService({ repository: createSessionRepository(db), clock }),
  });
  await app.register(csrfPlugin, { publicUrl: config.publicUrl });
  await app.register(rateLimitPlugin, { db, clock });
  await app.register(accessPlugin, { db, clock });
  const bankid = createBankIdParts(app, config, clock);
  const bankidLogin = createBankIdOrders({
    db,
    client: bankid.client,
    clock,
    publicUrl: config.publicUrl,
    launchUrl: bankid.launchUrl,
    simulatorBinding: bankid.simulatorBinding,
    log: app.log,
  });
  const flowCookie = bankIdFlowCookie(config);
  const signing = createSigningService({ db, clock, bankid: bankidLogin });
  await app.register(writePipelinePlugin, { db, clock, signing });
  await app.register(controlCharactersPlugin);
  await app.register(compressedAnswersPlugin);

  if (bankid.simulator !== undefined) {
    // The simulator plays BankID and the phone: its request lines would log order references and
    // autostart tokens, which the portal's own log never holds. Its warnings and errors still show.
    await app.register(bankIdSimulatorPlugin, {
      prefix: SIMULATOR_PREFIX,
      logLevel: 'warn',
      ...bankid.simulator,
    });
  }

  // Features: the table of contents of the API.
  const databaseAnswers = async (): Promise<boolean> => (await db.query('SELECT 1 AS up')).length === 1;
  const geo = createGeoSource(config.geo);
  const timberPrices = createTimberPricesService({ db });
  const health = createHealthService({
    // See docs/health.md for what backs each service.
    checks: {
      gis: () => geo.isAvailable(),
      kr: databaseAnswers,
      ir: databaseAnswers,
      // The value calculator answers while a timber price list is in force.
      calculation: () => timberPrices.isAvailable(swedishDay(clock.now())),
      splan: databaseAnswers,
    },
    clock,
    cacheMs: deps.healthCacheMs ?? 5_000,
  });
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { health, isReady: () => isMigrated(db) });
      const loginOptions = createLoginOptionsService({ db, clock });
      await api.register(authRoutes, { db, bankidLogin, loginOptions, flowCookie });
      await api.register(bankIdLoginRoutes, {
        bankidLogin,
        flowCookie,
        returnOrigin: returnOriginFor(config),
      });
      await api.register(signingRoutes, { signing, flowCookie });
      await api.register(loginOptionsRoutes, { loginOptions });
      await api.register(memberSearchRoutes, { memberSearch: createMemberSearchService({ db, clock }) });
      await api.register(registrationRoutes, { db, clock });
      await api.register(profileRoutes, { db, clock });
      await api.register(subscriptionsRoutes, { db, clock });
      await api.register(meetingsRoutes, {
        db,
        clock,
        associationName: config.branding.associationName,
        productName: config.branding.productName,
        publicUrl: config.publicUrl,
      });
      const notifier = createNotifier({ config, clock });
      const mandates = createMandatesService({ db, clock, notify: notifier.notify });
      await api.register(mandatesRoutes, { mandates, productName: config.branding.productName });
      await api.register(contactRoutes, { db, clock, branding: config.branding });
      await api.register(notificationsRoutes, { db, clock, flags: config.flags });
      await api.register(pushRoutes, { db, clock, config: config.push });
      await api.register(accessLogRoutes, { db });
      const purchases = createPurchasesRepository(db);
      await api.register(overviewRoutes, {
        db,
        clock,
        flags: config.flags,
        orderSummaries: (stakeholderId, filter) => purchases.summaries(stakeholderId, filter),
      });
      await api.register(estatesRoutes, { db, clock });
      await api.register(areaRoutes);
      await api.register(geoRoutes, {
        geo: config.geo,
        db,
        clock,
        ownLayers: {
          'egna-punkter': customPointFeatures(db),
          skogsoversikt: forestOverviewFeatures(db),
        },
      });
      await api.register(customPointsRoutes, {
        db,
        clock,
        editingEnabled: config.flags.customNotesEditing,
      });
      await api.register(forestOverviewRoutes, {
        db,
        clock,
        activationEnabled: config.flags.forestOverviewActivation,
      });
      await api.register(cashbookRoutes, {
        db,
        clock,
        productName: config.branding.productName,
        enabled: config.flags.cashbook,
      });
      await api.register(transactionsRoutes, { db, clock });
      await api.register(economyRoutes, { db, clock });
      await api.register(harvestContractsRoutes, {
        db,
        clock,
        timelineEnabled: config.flags.contractTimeline,
      });
      await api.register(timberPricesRoutes, {
        db,
        clock,
        enabled: config.flags.timberPrices,
      });
      // Decide with figures: the stands priced by the timber price lists and the service catalogue.
      await api.register(forestDecisionsRoutes, {
        db,
        clock,
        priceLists: (day) => timberPrices.lists(day),
        followUpPrices: followUpPricesFromCatalogue(SERVICES),
      });
      // Forest services and their orders: the checkout prices and checks drafts through the services
      // feature, and notifies through the notifications feature.
      const ordering = createServiceOrdering({ clock });
      const orderingEnabled = config.flags.servicesOrderable;
      await api.register(servicesRoutes, { db, clock, ordering, orderingEnabled });
      // The order confirmation is a mail of its own, so the notification about the order stays in the portal.
      const portalOnly = createNotifier({
        config: { ...config, flags: { ...config.flags, notificationEmails: false } },
        clock,
      });
      await api.register(checkoutRoutes, {
        db,
        clock,
        ordering,
        notify: portalOnly.notify,
        orderingEnabled,
        branding: config.branding,
      });
      await api.register(purchasesRoutes, { db });
      // The staff workspace moves orders on through the same catalogue (VAT) and tells members through notify.
      await api.register(staffWorkRoutes, {
        db,
        clock,
        ordering,
        notify: notifier.notify,
        warnNeighboursOfBarkBeetle: (tx, find) =>
          warnNeighboursOfBarkBeetle(tx, { notify: notifier.notify, clock }, find),
        orders: { byNumber: (tx, number) => createOrdersRepository(tx).orderByNumber(number) },
        branding: config.branding,
        publicUrl: config.publicUrl,
      });
      // Documents; the mandate PDF is the mandates feature's own.
      await api.register(documentsRoutes, {
        db,
        clock,
        associationName: config.branding.associationName,
        productName: config.branding.productName,
        mandatePdf: async (actor, id) =>
          mandateDocumentPdf(await mandates.document(actor, id), config.branding.productName),
      });
    },
    { prefix: '/api' },
  );

  if (config.benchRoutes) await app.register(benchRoutes);
  if (config.environment === 'local') {
    await app.register(devOutboxRoutes, { db, productName: config.branding.productName });
  }
  await app.register(spaPlugin, { config, indexHtml: deps.devServer?.indexHtml });
  app.setNotFoundHandler(() => {
    throw new NotFoundError();
  });
  return app;
}
