/** Printing benchmark results: plain aligned tables and a verdict against a goal. */

export type Cell = string | number;

const looksNumeric = (cell: Cell): boolean =>
  typeof cell === 'number' || /^[-+]?\d[\d.,]*( ?(ms|s|x|%))?$/.test(cell) || cell === '-';

/** Numbers right-aligned, text left-aligned, columns as wide as their widest cell. */
export function printTable(headers: readonly string[], rows: readonly (readonly Cell[])[]): void {
  const text = (cell: Cell | undefined): string => (cell === undefined ? '' : String(cell));
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => text(row[column]).length)),
  );
  const line = (cells: readonly Cell[]): string =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return looksNumeric(cell) ? text(cell).padStart(width) : text(cell).padEnd(width);
      })
      .join('  ')
      .trimEnd();
  console.info(line(headers));
  console.info(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.info(line(row));
}

export const verdict = (pass: boolean): string => (pass ? 'PASS' : 'MISS');

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** A number with a fixed count of decimals for a table cell; `-` when there is none. */
export const fixed = (value: number | undefined, decimals = 0): string =>
  value === undefined || Number.isNaN(value) ? '-' : value.toFixed(decimals);

export const heading = (title: string): void => {
  console.info(`\n${title}\n${'='.repeat(title.length)}`);
};
