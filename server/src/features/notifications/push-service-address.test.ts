import { describe, expect, it } from 'vitest';
import { isPushServiceAddress } from './push-service-address.js';

describe('where the server may send a push', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGx1',
    'https://wns2-db5p.notify.windows.com/w/?token=AQE',
  ])('takes the push service %s', (endpoint) => {
    expect(isPushServiceAddress(endpoint, false)).toBe(true);
  });

  it.each([
    ['plain http', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['another port', 'https://fcm.googleapis.com:8443/fcm/send/abc'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.example/fcm/send/abc'],
    ['a private address', 'https://10.0.0.5/push'],
    ['the metadata service', 'http://169.254.169.254/latest/meta-data'],
    ['this machine', 'http://127.0.0.1:4000/push'],
    ['credentials in the address', 'https://user:pw@fcm.googleapis.com/fcm/send/abc'],
    ['no address at all', 'fcm.googleapis.com/fcm/send'],
  ])('refuses %s in production', (_what, endpoint) => {
    expect(isPushServiceAddress(endpoint, false)).toBe(false);
  });

  it('takes a stand-in on this machine when the portal runs locally, and still nothing else', () => {
    expect(isPushServiceAddress('http://127.0.0.1:4000/push/abc', true)).toBe(true);
    expect(isPushServiceAddress('http://localhost:4000/push/abc', true)).toBe(true);
    expect(isPushServiceAddress('http://192.168.1.1/push/abc', true)).toBe(false);
  });
});
