import { describe, expect, it } from 'vitest';
import { normalNameCase } from './person-name.js';

describe('names from BankID', () => {
  it('are written the way people write them when the bank gives them in capitals or lower case', () => {
    expect(normalNameCase('ERIK HOLM')).toBe('Erik Holm');
    expect(normalNameCase('ANNA-KARIN ÅSTRÖM')).toBe('Anna-Karin Åström');
    expect(normalNameCase('örjan öberg')).toBe('Örjan Öberg');
    expect(normalNameCase('  ÅSA   ÄNGQVIST ')).toBe('Åsa Ängqvist');
  });

  it('keep a name already written in mixed case as it is', () => {
    expect(normalNameCase('Carl von Essen')).toBe('Carl von Essen');
    expect(normalNameCase('Ian McLeod')).toBe('Ian McLeod');
  });
});
