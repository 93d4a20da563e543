import { createServer, type Server } from 'node:http';

/**
 * Stand-ins for the third-party hosts the portal loads scripts from (analytics, chat widget, assistant,
 * survey). The real ones are on the internet; these behave the same way towards the page.
 */
const FILES: Record<string, [string, string]> = {
  '/gtag/js': [
    'application/javascript',
    `document.cookie = '_ga=GA1.1.e2e; path=/'; document.cookie = '_ga_E2E=GS1.1; path=/'; window.__analyticsLoaded = true;`,
  ],
  '/gtm.js': ['application/javascript', 'window.__tagManagerLoaded = true;'],
  '/widget.js': [
    'application/javascript',
    `window.__widgetLoaded = true;
     const button = document.createElement('button');
     button.type = 'button';
     button.textContent = 'Chatta med oss';
     button.style.minHeight = '44px';
     document.getElementById('widget-container')?.append(button);`,
  ],
  '/assistant.js': ['application/javascript', 'window.__assistantLoaded = true;'],
  '/survey': [
    'text/html; charset=utf-8',
    '<!doctype html><html lang="sv"><title>Enkät</title><h1>Enkät om portalen</h1></html>',
  ],
};

export function startThirdParties(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const [type, body] = FILES[new URL(request.url ?? '/', 'http://x').pathname] ?? [
      'text/plain',
      'not found',
    ];
    response.writeHead(body === 'not found' ? 404 : 200, { 'content-type': type }).end(body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
