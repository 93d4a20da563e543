/**
 * A calendar file (RFC 5545) for one meeting, written by hand: the few properties a calendar needs, text
 * escaped (3.3.11), times in UTC, and lines folded at 75 octets (3.1).
 */

export interface CalendarEvent {
  readonly uid: string;
  readonly stampedAt: Date;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly summary: string;
  readonly description: string;
  readonly location: string;
  readonly organizer: { readonly name: string; readonly email: string };
  readonly cancelled: boolean;
  readonly productName: string;
}

const MAX_OCTETS = 75;
const CRLF = '\r\n';

/** 20261125T090000Z */
export const utcStamp = (at: Date): string =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export const escapeText = (text: string): string =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** A parameter value is quoted when it holds a character that would end it; quotes cannot be escaped. */
const parameterValue = (text: string): string => {
  const clean = text.replace(/"/g, "'");
  return /[;:,]/.test(clean) ? `"${clean}"` : clean;
};

/** Splits a content line into lines of at most 75 octets, never inside a character; continuations start with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(event.productName)}//Bokade möten//SV`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stampedAt)}`,
    `DTSTART:${utcStamp(event.startsAt)}`,
    `DTEND:${utcStamp(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `ORGANIZER;CN=${parameterValue(event.organizer.name)}:mailto:${event.organizer.email}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `SEQUENCE:${event.cancelled ? '1' : '0'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
