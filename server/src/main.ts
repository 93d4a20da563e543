import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/env.js';
import { prepareDatabase } from './db/prepare-database.js';
import { addBackgroundWork } from './background-work.js';

/** Starts the portal: configuration, database, migrations, then the HTTP server. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const db = await prepareDatabase(config);
  const app = await buildApp({ config, db });
  addBackgroundWork(app, { config, db });
  app.server.keepAliveTimeout = 65_000;
  app.server.requestTimeout = 30_000;

  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    await app.close();
    await db.close();
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `${config.branding.productName} (${config.environment}, ${config.database.kind}) on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
  );
}

await main();
