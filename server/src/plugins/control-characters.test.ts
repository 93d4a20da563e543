import { describe, expect, it } from 'vitest';
import { pathsWithControlCharacters } from './control-characters.js';

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

  it('lets ordinary Swedish text, line breaks and tabs through', () => {
    expect(pathsWithControlCharacters({ text: 'Åsa Öberg, Älvdalen\n\tSkifte 2:3' })).toEqual([]);
    expect(pathsWithControlCharacters(undefined)).toEqual([]);
  });
});
