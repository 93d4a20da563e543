import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#contracts/roles';
import { insertPerson, insertPersonStakeholder } from '../db/seed/builders.js';
import { signIn } from '../testing/sign-in.js';
import { portalForTests } from '../testing/portal-for-tests.js';

const SAME_ORIGIN = { origin: 'http://localhost:3000' };
const E = 650_500;
const N = 6_650_300;
const square = (side: number) => ({
  type: 'Polygon',
  coordinates: [
    [
      [E, N],
      [E + side, N],
      [E + side, N + side],
      [E, N + side],
      [E, N],
    ],
  ],
});

describe('POST /api/geo/area', () => {
  let sessionAs: (role: Role) => Promise<string>;

  const test = portalForTests();
  beforeAll(async () => {
    const person = await insertPerson(test.db);
    const member = await insertPersonStakeholder(test.db, person);
    sessionAs = (role) => signIn(test, { personId: person.id, stakeholderId: member.id, roles: [role] });
  });

  const check = async (geometry: unknown, role: Role | null = 'Member') =>
    test.app.inject({
      method: 'POST',
      url: '/api/geo/area',
      headers: { ...SAME_ORIGIN, ...(role === null ? {} : { cookie: await sessionAs(role) }) },
      payload: { geometry } as Record<string, unknown>,
    });

  it('measures a drawn area in SWEREF 99 TM', async () => {
    const response = await check(square(150));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ areaSquareMetres: 22_500, areaHa: 2.3 });
  });

  it('answers representatives and viewing staff too, since it changes nothing', async () => {
    for (const role of ['DelegatedRight', 'Viewer', 'Editor'] as const) {
      expect((await check(square(100), role)).statusCode, role).toBe(200);
    }
    expect((await check(square(100), null)).statusCode).toBe(401);
  });

  it('says what is wrong with a bad area, under the geometry field', async () => {
    const unclosed = square(100);
    unclosed.coordinates[0]?.pop();
    const response = await check(unclosed);
    expect(response.statusCode).toBe(400);
    const body = JSON.parse(response.body.replaceAll('\u00a0', ' ')) as unknown;
    expect(body).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Några uppgifter är inte giltiga. Rätta dem och försök igen.',
      fieldErrors: {
        geometry: [
          'Ytterkanten är inte sluten: sista hörnet (E 650 500, N 6 650 400) ska vara samma som det första (E 650 500, N 6 650 300).',
        ],
      },
    });
  });

  it('refuses a point: only an area has an area', async () => {
    const response = await check({ type: 'Point', coordinates: [E, N] });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toHaveProperty([
      'geometry.type',
    ]);
  });
});
