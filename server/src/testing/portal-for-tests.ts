import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './test-app.js';

/**
 * The whole portal for one file's tests (or one `describe`'s): built in a `beforeAll` at the place of this
 * call, closed after the tests. Its fields are there once that hook has run.
 */
export function portalForTests(options: Parameters<typeof buildTestApp>[0] = {}): TestApp {
  const portal = {} as TestApp;
  beforeAll(async () => {
    Object.assign(portal, await buildTestApp(options));
  });
  afterAll(async () => {
    await portal.close();
  });
  return portal;
}
