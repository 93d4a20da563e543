import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrContent, qrImage } from './qr.js';

// The official vector (docs/bankid.md 3); t=3 was computed by us.
const TOKEN = '67df3917-fa0d-44e5-b327-edcc928297f8';
const SECRET = 'd28db9a7-4cde-429e-a983-359be676944c';

describe('qrContent', () => {
  it.each([
    [0, 'dc69358e712458a66a7525beef148ae8526b1c71610eff2c16cdffb4cdac9bf8'],
    [1, '949d559bf23403952a94d103e67743126381eda00f0b3cbddbf7c96b1adcbce2'],
    [2, 'a9e5ec59cb4eee4ef4117150abc58fad7a85439a6a96ccbecc3668b41795b3f3'],
    [3, '96077d77699971790b46ee1f04ff1e44fe96b0602c9c51e4ca9c6d031c7c3bb7'],
  ])('matches the published code for second %i', (seconds, authCode) => {
    expect(qrContent(TOKEN, SECRET, seconds)).toBe(`bankid.${TOKEN}.${String(seconds)}.${authCode}`);
  });
});

/** Reads the path back into a grid of dark modules, failing on anything but the runs qrImage draws. */
function decodePath(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array.from({ length: size }, () => false));
  const run = /M(\d+) (\d+)h(\d+)v1h-(\d+)z/g;
  let consumed = 0;
  for (const match of path.matchAll(run)) {
    expect(match.index).toBe(consumed);
    consumed += match[0].length;
    const [x, y, length, back] = match.slice(1).map(Number) as [number, number, number, number];
    expect(back).toBe(length);
    for (let col = x; col < x + length; col++) {
      const row = grid[y];
      expect(row?.[col]).toBe(false);
      if (row !== undefined) row[col] = true;
    }
  }
  expect(consumed).toBe(path.length);
  return grid;
}

describe('qrImage', () => {
  it.each([
    ['a short text', 'bankid'],
    ['a full BankID frame', qrContent(TOKEN, SECRET, 17)],
  ])('draws exactly the modules of the QR code for %s, inside a 4-module quiet zone', (_name, content) => {
    const image = qrImage(content);
    const { modules } = QRCode.create(content, { errorCorrectionLevel: 'M' });
    expect(image.content).toBe(content);
    expect(image.size).toBe(modules.size + 8);
    const expected = Array.from({ length: image.size }, (_, row) =>
      Array.from({ length: image.size }, (_, col) => {
        const [r, c] = [row - 4, col - 4];
        return r >= 0 && c >= 0 && r < modules.size && c < modules.size && modules.get(r, c) !== 0;
      }),
    );
    expect(decodePath(image.path, image.size)).toEqual(expected);
  });
});
