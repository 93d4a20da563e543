import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { Extent, FeatureCollection } from '#contracts/geometry';
import { testConfig } from '../testing/test-app.js';
import { createFixtureStore } from './fixture-store.js';
import type { Actor } from '../plugins/actor.js';
import { createGeoService } from './geo.service.js';

const viewer: Actor = {
  personId: 'p1',
  stakeholderId: 's1',
  roles: ['Member'],
  isStaff: false,
  onBehalf: false,
  isRepresentative: false,
};
const extent: Extent = [650_000, 6_650_000, 651_000, 6_651_000];
const points: FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      id: 'x',
      geometry: { type: 'Point', coordinates: [650_500, 6_650_500] },
      properties: {},
    },
  ],
};

describe('the geo service', () => {
  const geo = testConfig().geo;
  const service = (
    provider: (v: Actor, e: Extent, today: string) => Promise<FeatureCollection>,
    fixturesDir = geo.fixturesDir,
  ) =>
    createGeoService({
      geo,
      db: {
        query: () => Promise.reject(new Error('no database here')),
        exec: () => Promise.reject(new Error('no database here')),
      },
      fixtures: createFixtureStore(fixturesDir),
      live: undefined,
      ownLayers: { 'egna-punkter': provider },
    });

  it('ask the feature’s provider with the session’s viewer, the extent and the Swedish day', async () => {
    const provider = vi.fn(() => Promise.resolve(points));
    // 23:30 UTC on 22 November is already 23 November in Sweden.
    const found = await service(provider).features(
      'egna-punkter',
      extent,
      viewer,
      new Date('2026-11-22T23:30:00Z'),
    );
    expect(found).toEqual(points.features);
    expect(provider).toHaveBeenCalledWith(viewer, extent, '2026-11-23');
  });

  it('give no one’s data to a session that acts for no one', async () => {
    const provider = vi.fn(() => Promise.resolve(points));
    expect(await service(provider).features('egna-punkter', extent, undefined, new Date())).toEqual([]);
    expect(provider).not.toHaveBeenCalled();
  });

  it('answer 503 in Swedish when the fixture files cannot be read', async () => {
    const empty = service(() => Promise.resolve(points), mkdtempSync(join(tmpdir(), 'no-geodata-')));
    await expect(empty.features('skyddad-natur', extent, viewer, new Date())).rejects.toMatchObject({
      statusCode: 503,
      message: 'Kartdata går inte att läsa just nu. Försök igen om en stund.',
    });
    await expect(empty.baseMap()).rejects.toMatchObject({ statusCode: 503 });
  });
});
