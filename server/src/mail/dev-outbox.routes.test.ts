import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.js';
import { addJobWorker } from '../jobs/job-service.js';
import { addMailDelivery } from './mail-service.js';
import { queueMail } from './queue-mail.js';

describe('the dev outbox page', () => {
  let test: TestApp | undefined;
  afterEach(async () => {
    await test?.close();
    test = undefined;
  });

  const page = async () => {
    if (test === undefined) throw new Error('no app');
    return test.app.inject({ method: 'GET', url: '/dev/outbox' });
  };

  it('shows locally, newest first, the mail the portal sent over SMTP to its embedded server', async () => {
    test = await buildTestApp({ ready: false });
    const handlers = addMailDelivery(test.app, { config: test.config, db: test.db });
    addJobWorker(test.app, { db: test.db, handlers, intervalMs: 25 });
    await test.app.ready();
    expect((await page()).body).toContain('Ingen e-post har skickats ännu.');

    await queueMail(test.db, { to: 'karin.lindqvist@example.se', subject: 'Första', text: 'Ett' });
    await expect.poll(async () => (await page()).body, { timeout: 5_000 }).toContain('Första');
    await queueMail(test.db, {
      to: 'anders.nyberg@example.se',
      subject: 'Andra <script>alert(1)</script>',
      text: 'Rad ett\nRad två',
    });
    await expect.poll(async () => (await page()).body, { timeout: 5_000 }).toContain('Andra');

    const response = await page();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const html = response.body;
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain('anders.nyberg@example.se');
    expect(html).toContain('Andra &#60;script&#62;');
    expect(html).not.toContain('<script>');
    expect(html.indexOf('Andra')).toBeLessThan(html.indexOf('Första'));
    expect((await test.app.inject({ method: 'GET', url: '/dev/outbox.css' })).statusCode).toBe(200);
    // Migrating the embedded database for the file's first app takes a while on a busy machine.
  }, 60_000);

  it('does not exist outside local development', async () => {
    test = await buildTestApp({ env: { APP_ENV: 'staging' } });
    expect((await page()).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: '/dev/outbox.css' })).statusCode).toBe(404);
  }, 60_000);
});
