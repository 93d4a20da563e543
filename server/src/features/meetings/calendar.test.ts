import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, utcStamp } from './calendar.js';

describe('calendar file', () => {
  it('escapes backslash, semicolon, comma and line breaks in text', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds a long line at 75 octets without splitting a character, continuing with a space', () => {
    const line = `SUMMARY:${'å'.repeat(60)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('leaves a short line as it is, and writes UTC times with Z', () => {
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0');
    expect(utcStamp(new Date('2026-11-25T09:00:00.000Z'))).toBe('20261125T090000Z');
  });
});
