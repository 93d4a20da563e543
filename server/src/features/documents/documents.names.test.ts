import { beforeAll, describe, expect, it } from 'vitest';
import type { Documents, MemberDocument } from '#contracts/documents';
import { PERSONAS } from '../../db/seed/personas.js';
import { seedDemo } from '../../db/seed/seed-demo.js';
import { pdfText } from '../../pdf/pdf-text.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';

const KARIN = PERSONAS.member.stakeholderId;
const MEMBER_NAME = 'Karin Łucja Dvořák';
const HOLDER_NAME = 'Łukasz Dvořák';
const ESTATE = 'Östhammar Łęka 2:7';

/**
 * Every kind of document drawn for a member whose name, estate and mandate holder are spelt outside
 * WinAnsi (the standard PDF fonts' encoding), as BankID and the land register may give them.
 */
describe('documents: names outside WinAnsi', () => {
  let documents: MemberDocument[];
  const texts = new Map<MemberDocument['kind'], string[][]>();

  const test = portalForTests({ clock: testClock(new Date('2026-11-22T08:00:00Z')) });
  beforeAll(async () => {
    await seedDemo(test.db);
    await test.db.query('UPDATE stakeholder SET name = $1 WHERE id = $2', [MEMBER_NAME, KARIN]);
    await test.db.query(`UPDATE estate SET designation = $1 WHERE designation = 'Uppsala Ekeby 2:7'`, [
      ESTATE,
    ]);
    await test.db.query(
      `UPDATE mandate_document SET grantor_name = $1, holder_name = $2
        WHERE delegated_right_id IN (SELECT id FROM delegated_right WHERE grantor_stakeholder_id = $3)`,
      [MEMBER_NAME, HOLDER_NAME, KARIN],
    );
    const [karin] = await test.db.query<{ id: string }>('SELECT id FROM person WHERE personal_number = $1', [
      PERSONAS.member.personalNumber,
    ]);
    const cookie = await signIn(test, { personId: karin?.id ?? '', stakeholderId: KARIN, roles: ['Member'] });
    documents = (await test.app.inject({ url: '/api/documents', headers: { cookie } })).json<Documents>()
      .documents;
    for (const document of documents) {
      const response = await test.app.inject({ url: document.downloadUrl, headers: { cookie } });
      expect(response.statusCode, document.title).toBe(200);
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      texts.set(document.kind, [...(texts.get(document.kind) ?? []), await pdfText(response.rawPayload)]);
    }
  });

  it('has every kind of document to draw', () => {
    expect([...texts.keys()].sort()).toEqual([
      'annual-statement',
      'contract',
      'forest-plan',
      'mandate',
      'settlement',
    ]);
  });

  it.each(['annual-statement', 'contract', 'forest-plan', 'settlement'] as const)(
    'writes the member’s name as written in the %s',
    (kind) => {
      for (const strings of texts.get(kind) ?? []) {
        // A facts value may wrap over lines; joined with spaces it reads as drawn.
        expect(strings.join(' ')).toContain(`${MEMBER_NAME}, medlemsnummer ${KARIN}`);
      }
    },
  );

  it.each(['forest-plan', 'contract', 'settlement'] as const)(
    'writes the estate designation with Ö and Ł in the %s of that estate',
    (kind) => {
      const mentioning = (texts.get(kind) ?? []).filter((strings) =>
        strings.join(' ').includes(`${ESTATE}, `),
      );
      expect(mentioning.length).toBeGreaterThan(0);
    },
  );

  it('titles the estate’s forest plan with its designation', () => {
    expect(texts.get('forest-plan')?.some((strings) => strings.includes(`Skogsbruksplan ${ESTATE}`))).toBe(
      true,
    );
  });

  it('writes grantor and holder as written in the mandate', () => {
    for (const strings of texts.get('mandate') ?? []) {
      expect(strings).toContain(`Fullmaktsgivare: ${MEMBER_NAME}`);
      expect(strings.some((text) => text.startsWith(`Ombud: ${HOLDER_NAME}, personnummer `))).toBe(true);
    }
  });
});
