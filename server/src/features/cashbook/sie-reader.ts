import { decodeCp437 } from './sie.js';

/**
 * Reads an SIE 4 file back, independently of the writer: the tests parse what the export wrote and
 * compare it with the book. Amounts come back as öre.
 */

export interface ReadVoucher {
  readonly series: string;
  readonly number: number;
  readonly date: string;
  readonly text: string;
  readonly bookedOn: string;
  readonly transactions: { account: number; ore: number }[];
  readonly removed: { account: number; ore: number }[];
}

export interface ReadSie {
  /** Every label line but #VER, #TRANS and #BTRANS, as tokens after the label: `labels.get('#FORMAT')`. */
  readonly labels: Map<string, string[][]>;
  readonly accounts: Map<number, string>;
  readonly opening: Map<number, number>;
  readonly closing: Map<number, number>;
  readonly result: Map<number, number>;
  readonly vouchers: ReadVoucher[];
}

/** Splits a line into tokens: quoted strings (with \" and \\), {…} objects, and bare words. */
export function tokens(line: string): string[] {
  const found: string[] = [];
  let index = 0;
  while (index < line.length) {
    const char = line.charAt(index);
    if (char === ' ' || char === '\t') {
      index++;
    } else if (char === '"') {
      let text = '';
      index++;
      while (index < line.length && line.charAt(index) !== '"') {
        if (line.charAt(index) === '\\') index++;
        text += line.charAt(index);
        index++;
      }
      found.push(text);
      index++;
    } else if (char === '{') {
      const end = line.indexOf('}', index);
      found.push(line.slice(index, end + 1));
      index = end + 1;
    } else {
      let word = '';
      while (index < line.length && line.charAt(index) !== ' ') word += line.charAt(index++);
      found.push(word);
    }
  }
  return found;
}

const ore = (amount: string): number => {
  if (!/^-?\d+\.\d{2}$/.test(amount)) throw new Error(`not an SIE amount: ${amount}`);
  return Math.round(Number(amount) * 100);
};
const isoDay = (day: string): string => `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;

export function readSie(bytes: Uint8Array): ReadSie {
  const text = decodeCp437(bytes);
  if (!text.endsWith('\r\n')) throw new Error('the file does not end in CR LF');
  const read: ReadSie = {
    labels: new Map(),
    accounts: new Map(),
    opening: new Map(),
    closing: new Map(),
    result: new Map(),
    vouchers: [],
  };
  let open: ReadVoucher | undefined;
  for (const line of text.split('\r\n').filter((candidate) => candidate.trim() !== '')) {
    const trimmed = line.trim();
    if (trimmed === '{') {
      if (open === undefined) throw new Error('{ without #VER');
      continue;
    }
    if (trimmed === '}') {
      if (open === undefined) throw new Error('} without #VER');
      read.vouchers.push(open);
      open = undefined;
      continue;
    }
    const [label = '', ...rest] = tokens(trimmed);
    if (label === '#TRANS' || label === '#BTRANS') {
      if (open === undefined) throw new Error(`${label} outside a voucher`);
      const [account = '', object = '', amount = ''] = rest;
      if (object !== '{}') throw new Error(`unexpected object list ${object}`);
      (label === '#TRANS' ? open.transactions : open.removed).push({
        account: Number(account),
        ore: ore(amount),
      });
    } else if (label === '#VER') {
      const [series = '', number = '', date = '', verText = '', bookedOn = ''] = rest;
      open = {
        series,
        number: Number(number),
        date: isoDay(date),
        text: verText,
        bookedOn: isoDay(bookedOn),
        transactions: [],
        removed: [],
      };
    } else {
      if (open !== undefined) throw new Error(`${label} inside a voucher`);
      const list = read.labels.get(label) ?? [];
      list.push(rest);
      read.labels.set(label, list);
      const [first = '', second = '', third = ''] = rest;
      if (label === '#KONTO') read.accounts.set(Number(first), second);
      if (label === '#IB' && first === '0') read.opening.set(Number(second), ore(third));
      if (label === '#UB' && first === '0') read.closing.set(Number(second), ore(third));
      if (label === '#RES' && first === '0') read.result.set(Number(second), ore(third));
    }
  }
  if (open !== undefined) throw new Error('the last voucher is not closed');
  return read;
}
