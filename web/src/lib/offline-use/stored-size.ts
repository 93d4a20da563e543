import { DEVICE_DATA_PREFIX } from './device-store';

/** The bytes of every answer this device keeps of a member, summed from the caches themselves. */
export async function measureKeptBytes(): Promise<number> {
  const names = (await caches.keys()).filter((name) => name.startsWith(DEVICE_DATA_PREFIX));
  let bytes = 0;
  for (const name of names) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (response !== undefined) bytes += (await response.blob()).size;
    }
  }
  return bytes;
}
