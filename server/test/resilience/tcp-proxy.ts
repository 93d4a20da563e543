import { createServer, connect, type Socket } from 'node:net';

/**
 * A TCP hop between the portal and PostgreSQL that can go silent: while frozen it passes no byte either
 * way and answers nothing, as a network that drops packets does. Listens on a free loopback port.
 */
export async function silenceableTcpProxy(target: { host: string; port: number }) {
  const pairs = new Set<{ client: Socket; server: Socket }>();
  let frozen = false;
  /** Text that, once a client sends it, silences the network right after it has passed. */
  let freezeAfter: string | undefined;

  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    const pair = { client, server: upstream };
    pairs.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    // After pipe()'s own listener, so the chunk has been passed on when the network falls silent.
    client.on('data', (chunk: Buffer) => {
      if (freezeAfter !== undefined && chunk.includes(freezeAfter)) {
        freezeAfter = undefined;
        setFrozen(true);
      }
    });
    // After pipe(), which sets the sockets flowing.
    if (frozen) {
      client.pause();
      upstream.pause();
    }
    const close = (): void => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy is not listening');

  const setFrozen = (value: boolean): void => {
    frozen = value;
    for (const { client, server: upstream } of pairs) {
      for (const socket of [client, upstream]) {
        if (value) socket.pause();
        else socket.resume();
      }
    }
  };

  return {
    port: address.port,
    freeze: () => {
      setFrozen(true);
    },
    /** Falls silent just after a client sends `text` (a statement), as a partition in mid-transaction. */
    freezeWhenClientSends: (text: string) => {
      freezeAfter = text;
    },
    thaw: () => {
      setFrozen(false);
    },
    close: async (): Promise<void> => {
      for (const { client, server: upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
