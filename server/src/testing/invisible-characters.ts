const range = (first: number, last: number): string[] =>
  Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index));

/**
 * What no field takes, written out by code point so the tests do not share the filter's own rule: C0
 * controls but tab and line breaks, DEL and the C1 controls (U+0085 NEL among them), the bidirectional
 * marks, embeddings, overrides and isolates, the line and paragraph separators, the zero-width and other
 * invisible format characters, tag characters (which hide a text inside a text) and the Hangul fillers that
 * make a name look blank.
 */
export const INVISIBLE_CHARACTERS: readonly string[] = [
  ...range(0x00, 0x08),
  '\u000B',
  '\u000C',
  ...range(0x0e, 0x1f),
  ...range(0x7f, 0x9f),
  '\u00AD',
  '\u061C',
  '\u115F',
  '\u1160',
  '\u180E',
  '\u200B',
  '\u200E',
  '\u200F',
  '\u2028',
  '\u2029',
  ...range(0x202a, 0x202e),
  ...range(0x2060, 0x2064),
  ...range(0x2066, 0x206f),
  '\u3164',
  '\uFEFF',
  '\uFFA0',
  ...range(0xfff9, 0xfffb),
  // Tag characters: the language tag, a space, a letter and the cancel tag (all 97 in the unit test).
  '\u{E0001}',
  '\u{E0020}',
  '\u{E0041}',
  '\u{E007F}',
];

/** All the tag characters, U+E0001 and U+E0020–U+E007F. */
export const TAG_CHARACTERS: readonly string[] = ['\u{E0001}', ...range(0xe0020, 0xe007f)];

/** Texts people write, in Swedish and in other scripts, that every field takes. */
export const VISIBLE_TEXTS: readonly string[] = [
  'Åsa Öberg, Älvdalen\n\tSkifte 2:3\r\n',
  'Ærøskøbing, Müller, Núñez, Łódź, Ђорђе, Σοφία',
  'سارا Lindqvist, שרה',
  // A zero-width non-joiner in Persian, zero-width joiners in an emoji family and a heart with its variation selector.
  'می\u200Cخواهم 👨\u200D👩\u200D👧 ❤\uFE0F',
  // No-break and narrow no-break spaces, as in "1 234 kr".
  '1\u00A0234\u202Fkr',
];
