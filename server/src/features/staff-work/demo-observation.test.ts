import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffObservation } from '#contracts/staff-observations';
import type { WorkList } from '#contracts/staff-work';
import { demoPhoto } from '../../db/seed/demo-photo.js';
import { PERSONAS } from '../../db/seed/personas.js';
import { seedDemo } from '../../db/seed/seed-demo.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';

/** A JPEG's width and height, from its first start-of-frame segment. */
function jpegSize(jpeg: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: jpeg.readUInt16BE(at + 5), width: jpeg.readUInt16BE(at + 7) };
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  return null;
}

/** The demo's observation that asks for help: Lena finds it with Karin's photo, as a phone would have sent it. */
describe('the demo observation', () => {
  let lena: string;

  const test = portalForTests();
  beforeAll(async () => {
    await seedDemo(test.db);
    const [person] = await test.db.query<{ id: string }>('SELECT id FROM person WHERE personal_number = $1', [
      PERSONAS.editor.personalNumber,
    ]);
    if (person === undefined) throw new Error('Lena is not seeded');
    lena = await signIn(test, { personId: person.id, stakeholderId: null, roles: ['Viewer', 'Editor'] });
  });

  it('is an open errand whose photo shows, a JPEG at most 1 600 px on its long side, without metadata', async () => {
    const work = await test.app.inject({
      url: '/api/staff/work?kind=observation&state=open',
      headers: { cookie: lena },
    });
    const [item] = work.json<WorkList>().items;
    expect(item).toMatchObject({ title: 'Granbarkborre / insektsangrepp', status: 'Vill ha hjälp' });

    const errand = (
      await test.app.inject({ url: `/api/staff/observations/${item?.id ?? ''}`, headers: { cookie: lena } })
    ).json<StaffObservation>();
    expect(errand.photos).toHaveLength(1);
    const photo = await test.app.inject({ url: errand.photos[0]?.url ?? '', headers: { cookie: lena } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.equals(await demoPhoto())).toBe(true);
    const size = jpegSize(photo.rawPayload);
    expect(size).not.toBeNull();
    expect(Math.max(size?.width ?? Infinity, size?.height ?? Infinity)).toBeLessThanOrEqual(1600);
    // No Exif block: nothing in the file could say where it was taken.
    expect(photo.rawPayload.includes(Buffer.from('Exif'))).toBe(false);
  });
});
