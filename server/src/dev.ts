import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import middie from '@fastify/middie';
import { createServer } from 'vite';
import { buildApp } from './app.js';
import { loadConfig } from './config/env.js';
import { projectRoot } from './config/project-root.js';
import { prepareDatabase } from './db/prepare-database.js';
import { addBackgroundWork } from './background-work.js';

/** `npm run dev`: the same server, with Vite in middleware mode for hot reload of the SPA. */
const config = loadConfig(process.env);
const db = await prepareDatabase(config);
const root = projectRoot();
const vite = await createServer({
  configFile: join(root, 'vite.config.ts'),
  server: { middlewareMode: true },
  appType: 'custom',
});
const app = await buildApp({
  config,
  db,
  devServer: {
    indexHtml: async (url) =>
      vite.transformIndexHtml(url, await readFile(join(root, 'web', 'index.html'), 'utf8')),
    register: async (instance) => {
      await instance.register(middie);
      instance.use(vite.middlewares);
    },
  },
});
app.addHook('onClose', async () => {
  await vite.close();
  await db.close();
});
// Added after the hook above, so it stops first (Fastify runs onClose hooks last-added first).
addBackgroundWork(app, { config, db });
await app.listen({ port: config.port, host: config.host });
