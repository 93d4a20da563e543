import { describe, expect, it } from 'vitest';
import { shownBySimpleMarkdown } from '#contracts/signing';
import { signedText } from './signing.texts.js';

const KARIN = { name: 'Karin Lindqvist', number: '100245', isMember: true };

describe('the text a member signs with BankID', () => {
  it('names whom the write is for under the heading: a member by member number, a customer by customer number', () => {
    expect(signedText('Uttag från merkontot', KARIN, [['Belopp', '100,00 kr']])).toBe(
      '# Uttag från merkontot\nFör: Karin Lindqvist, medlemsnummer 100245\nBelopp: 100,00 kr',
    );
    const supplier = { name: 'Sven Berglund', number: '200431', isMember: false };
    expect(signedText('Beställning', supplier, []).split('\n')[1]).toBe(
      'För: Sven Berglund, kundnummer 200431',
    );
  });

  // Every value a person typed, as a label or a value: emphasis, a table, a heading, a list, line breaks.
  const hostile = [
    '*viktigt*',
    '**fet**',
    'a | b | c',
    '# Rubrik',
    '- punkt',
    '+ punkt',
    'rad ett\nrad två\r\n# tre',
    'snedstreck \\* och \\',
    'radbrytning\u2028och\u2029stycke',
  ];

  it.each(hostile)('puts %j in literally: one line, no markup, shown as typed', (typed) => {
    const text = signedText('Ändring', { ...KARIN, name: typed }, [[typed, typed], [typed]]);
    const lines = text.split('\n');
    expect(lines).toHaveLength(4);
    for (const line of lines.slice(1)) {
      // No unescaped emphasis or table cell, and no line that starts a heading or a list.
      expect(line.replace(/\\[\\*|#+-]/g, '')).not.toMatch(/[*|]/);
      expect(line).not.toMatch(/^[#+-]/);
    }
    const oneLine = typed.replace(/\s+/g, ' ').trim();
    expect(shownBySimpleMarkdown(lines[2] ?? '')).toBe(`${oneLine}: ${oneLine}`);
    expect(shownBySimpleMarkdown(lines[3] ?? '')).toBe(oneLine);
  });

  it('keeps the no-break spaces of amounts', () => {
    expect(signedText('Uttag', KARIN, [['Belopp', '1\u00a0234,50\u00a0kr']])).toContain(
      'Belopp: 1\u00a0234,50\u00a0kr',
    );
  });
});
