import { CHART, isResultAccount, type AccountGroup, type VoucherRow } from '#contracts/cashbook';

/**
 * SIE 4E (docs/adr/0009-sie-export.md): the year's whole cashbook for the member's accountant: chart,
 * opening and closing balances, result, and every voucher with its transactions. PC8 means code page 437.
 */

/** Code page 437 above ASCII, from byte 0x80 on: what PC8 SIE files are written in. */
const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';
const TO_CP437 = new Map(
  Array.from({ length: CP437_HIGH.length }, (_, index) => [CP437_HIGH.charAt(index), 0x80 + index]),
);

/** Text as code page 437 bytes; what the code page lacks becomes "?". */
export function encodeCp437(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    bytes.push(code < 0x80 ? code : (TO_CP437.get(char) ?? 0x3f));
  }
  return Buffer.from(bytes);
}

export function decodeCp437(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += byte < 0x80 ? String.fromCharCode(byte) : CP437_HIGH.charAt(byte - 0x80);
  return text;
}

/** A quoted SIE string: backslash and quote escaped, line breaks and tabs turned into spaces. */
const quoted = (text: string): string => `"${text.replace(/[\r\n\t]+/g, ' ').replace(/(["\\])/g, '\\$1')}"`;

/** Öre as SIE's amount: kronor with a point and two decimals, debit positive and credit negative. */
export const sieAmount = (ore: number): string => {
  const sign = ore < 0 ? '-' : '';
  const abs = Math.abs(ore);
  return `${sign}${String(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
};

const day = (isoDate: string): string => isoDate.replaceAll('-', '');

/** SIE's account type: T tillgång, S skuld (and eget kapital), I intäkt, K kostnad. */
const KTYP: Readonly<Record<AccountGroup, string>> = {
  asset: 'T',
  liability: 'S',
  equity: 'S',
  income: 'I',
  cost: 'K',
};

export interface SieVoucher {
  readonly number: number;
  readonly date: string;
  readonly text: string;
  readonly rows: readonly VoucherRow[];
  /** The day it was booked (registreringsdatum). */
  readonly bookedOn: string;
  readonly discarded: boolean;
}

export interface SieInput {
  readonly program: { name: string; version: string };
  readonly generatedOn: string;
  readonly companyName: string;
  /** #ORGNR as the file shows it (NNNNNN-NNNN), or undefined to leave the line out. */
  readonly organisationNumber?: string;
  readonly year: number;
  /** Balance per account at the start of the year (debit positive): opening balances of balance accounts. */
  readonly opening: ReadonlyMap<number, number>;
  /** The year's movement per account (debit − credit), discarded vouchers left out. */
  readonly movement: ReadonlyMap<number, number>;
  readonly vouchers: readonly SieVoucher[];
}

/** The SIE 4E file as text; `encodeCp437` makes the bytes. Lines end in CR LF, as PC programs expect. */
export function sieText(input: SieInput): string {
  const { year } = input;
  const lines: string[] = [
    '#FLAGGA 0',
    `#PROGRAM ${quoted(input.program.name)} ${quoted(input.program.version)}`,
    '#FORMAT PC8',
    `#GEN ${day(input.generatedOn)}`,
    '#SIETYP 4',
    `#FNAMN ${quoted(input.companyName)}`,
  ];
  if (input.organisationNumber !== undefined) lines.push(`#ORGNR ${input.organisationNumber}`);
  lines.push(`#RAR 0 ${String(year)}0101 ${String(year)}1231`, '#KPTYP BAS2014', '#VALUTA SEK');
  for (const account of CHART) {
    lines.push(`#KONTO ${String(account.number)} ${quoted(account.name)}`);
    lines.push(`#KTYP ${String(account.number)} ${KTYP[account.group]}`);
    if (account.sru !== null) lines.push(`#SRU ${String(account.number)} ${String(account.sru)}`);
  }
  for (const account of CHART) {
    if (isResultAccount(account.group)) continue;
    const opening = input.opening.get(account.number) ?? 0;
    const closing = opening + (input.movement.get(account.number) ?? 0);
    if (opening !== 0) lines.push(`#IB 0 ${String(account.number)} ${sieAmount(opening)}`);
    if (closing !== 0 || opening !== 0) lines.push(`#UB 0 ${String(account.number)} ${sieAmount(closing)}`);
  }
  for (const account of CHART) {
    const movement = input.movement.get(account.number) ?? 0;
    if (isResultAccount(account.group) && movement !== 0)
      lines.push(`#RES 0 ${String(account.number)} ${sieAmount(movement)}`);
  }
  for (const voucher of input.vouchers) {
    // A discarded voucher keeps its number: its rows are there as removed transactions (#BTRANS), not #TRANS.
    const text = voucher.discarded ? `Makulerad: ${voucher.text}` : voucher.text;
    lines.push(
      `#VER "A" ${String(voucher.number)} ${day(voucher.date)} ${quoted(text)} ${day(voucher.bookedOn)}`,
      '{',
    );
    for (const row of voucher.rows) {
      const label = voucher.discarded ? '#BTRANS' : '#TRANS';
      lines.push(`   ${label} ${String(row.account)} {} ${sieAmount(row.debitOre - row.creditOre)}`);
    }
    lines.push('}');
  }
  return lines.join('\r\n') + '\r\n';
}
