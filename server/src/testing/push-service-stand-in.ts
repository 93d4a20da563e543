import {
  createECDH,
  createDecipheriv,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's side of a push subscription: its ECDH key pair and auth secret (RFC 8291). */
export interface TestDevice {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
  readonly ecdh: ECDH;
  readonly authSecret: Buffer;
}

export interface ReceivedPush {
  readonly endpoint: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

const b64url = (bytes: Buffer): string => bytes.toString('base64url');

/**
 * A stand-in for a push service (FCM, Mozilla's, Apple's) on 127.0.0.1: it keeps every push POSTed to it and
 * answers with the status the test sets per endpoint path (201 by default).
 */
export async function startPushServiceStandIn() {
  const received: ReceivedPush[] = [];
  const statusFor = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ endpoint: `${origin}${path}`, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statusFor.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  return {
    origin,
    received,
    /** A new device subscribed at this push service, with keys as a browser makes them. */
    device(): TestDevice {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      return {
        endpoint: `${origin}/push/${b64url(randomBytes(12))}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(authSecret) },
        ecdh,
        authSecret,
      };
    },
    /** What the push service answers pushes to this device from now on. */
    answer(device: TestDevice, status: number): void {
      statusFor.set(new URL(device.endpoint).pathname, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushServiceStandIn = Awaited<ReturnType<typeof startPushServiceStandIn>>;

/**
 * The claims of the VAPID `Authorization: vapid t=…, k=…` header (RFC 8292), after checking that the JWT is
 * signed ES256 by the key in `k`. Throws when the signature does not hold.
 */
export function verifiedVapidClaims(headers: IncomingHttpHeaders): {
  publicKey: string;
  claims: { aud: string; exp: number; sub: string };
} {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(headers.authorization ?? '');
  if (match?.[1] === undefined || match[2] === undefined) throw new Error('no VAPID Authorization header');
  const [token, publicKey] = [match[1], match[2]];
  const [header = '', claims = '', signature = ''] = token.split('.');
  const decoded = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString());
  if ((decoded(header) as { alg?: unknown }).alg !== 'ES256') throw new Error('not ES256');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not hold');
  return { publicKey, claims: decoded(claims) as { aud: string; exp: number; sub: string } };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/**
 * Decrypts an `aes128gcm` push body as the device would (RFC 8291 key derivation, RFC 8188 content coding):
 * header salt(16) | record size(4) | key id length(1) | the server's ECDH public key | one record.
 */
export function decryptPush(device: TestDevice, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const keyIdLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);

  const ecdhSecret = device.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    serverPublicKey,
  ]);
  const ikm = hkdf(device.authSecret, ecdhSecret, keyInfo, 32);
  const contentKey = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);

  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record lacks its padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}
