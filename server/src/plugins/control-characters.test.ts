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

  it('lets ordinary Swedish text, line breaks and tabs through', () => {
    expect(pathsWithControlCharacters({ text: 'Åsa Öberg, Älvdalen\n\tSkifte 2:3' })).toEqual([]);
    expect(pathsWithControlCharacters(undefined)).toEqual([]);
  });
});
