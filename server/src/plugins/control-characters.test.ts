import { describe, expect, it } from 'vitest';
import { INVISIBLE_CHARACTERS, TAG_CHARACTERS, VISIBLE_TEXTS } from '../testing/invisible-characters.js';
import { pathsWithControlCharacters } from './control-characters.js';

const codePoint = (character: string): string => (character.codePointAt(0) ?? 0).toString(16);

describe('control characters in input', () => {
  it('names every text that holds one, by its path', () => {
    expect(
      pathsWithControlCharacters({
        name: 'Karin\u0000',
        rows: [{ text: 'ok' }, { text: 'bell\u0007' }],
        note: 'två\nrader\tmed tabb\r\n',
        amount: 12,
      }),
    ).toEqual(['name', 'rows.1.text']);
  });

  it('names every text that holds a bidirectional control, which would show it turned around', () => {
    const bidi = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
    for (const control of bidi) {
      expect(pathsWithControlCharacters({ name: `Karin${control}fdp.exe` })).toEqual(['name']);
    }
    // Letters of right-to-left scripts are text, not controls.
    expect(pathsWithControlCharacters({ name: 'سارا Lindqvist', note: 'Åsa\u200DÖberg' })).toEqual([]);
  });

  it('names every text that holds a control, a bidi mark, a separator or another invisible character', () => {
    const passed = [...INVISIBLE_CHARACTERS, ...TAG_CHARACTERS]
      .filter((character) => pathsWithControlCharacters({ name: `Ka${character}rin` }).length === 0)
      .map(codePoint);
    expect(passed).toEqual([]);
  });

  it('lets text in any script through, with the joiners emoji and some scripts need', () => {
    for (const text of VISIBLE_TEXTS) expect(pathsWithControlCharacters({ text }), text).toEqual([]);
  });

  it('lets ordinary Swedish text, line breaks and tabs through', () => {
    expect(pathsWithControlCharacters({ text: 'Åsa Öberg, Älvdalen\n\tSkifte 2:3' })).toEqual([]);
    expect(pathsWithControlCharacters(undefined)).toEqual([]);
  });
});
