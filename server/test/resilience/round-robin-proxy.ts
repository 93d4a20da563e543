import { createServer, request as httpRequest } from 'node:http';

/**
 * The simplest load balancer: every request goes to the next upstream in turn, with the client's address
 * in X-Forwarded-For as a real balancer sends it. Answers carry `x-served-by` (the upstream's index) so a
 * test can see where each request went. Listens on a free loopback port; upstreams can be set later.
 */
export async function roundRobinProxy() {
  let upstreams: string[] = [];
  let turn = 0;
  const server = createServer((incoming, outgoing) => {
    const index = turn++ % upstreams.length;
    const target = new URL(incoming.url ?? '/', upstreams[index]);
    const client = (incoming.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    const forwarded = httpRequest(
      target,
      {
        method: incoming.method,
        headers: {
          ...incoming.headers,
          'x-forwarded-for': client,
          'x-forwarded-proto': 'http',
          'x-forwarded-host': incoming.headers.host ?? '',
        },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(index) });
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      outgoing.writeHead(502).end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy is not listening');
  return {
    url: `http://127.0.0.1:${String(address.port)}`,
    setUpstreams(urls: string[]): void {
      upstreams = urls;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
