/** A refused calculation: the input field at fault and why, in Swedish (forest-economics.texts.ts). */
export interface Invalid {
  readonly kind: 'invalid';
  readonly field: string;
  readonly reason: string;
}

export const invalid = (field: string, reason: string): Invalid => ({ kind: 'invalid', field, reason });

export const isWholeNumberIn = (value: number, min: number, max: number): boolean =>
  Number.isInteger(value) && value >= min && value <= max;
