import { describe, expect, it } from 'vitest';
import { splitFullName } from './applicant-name';

describe('applicant names', () => {
  it('splits a full name at the first space', () => {
    expect(splitFullName('ERIK HOLM')).toEqual({ firstName: 'Erik', lastName: 'Holm' });
    expect(splitFullName('Anna Maria Lindqvist')).toEqual({ firstName: 'Anna', lastName: 'Maria Lindqvist' });
    expect(splitFullName('Erik')).toEqual({ firstName: 'Erik', lastName: '' });
    expect(splitFullName(undefined)).toEqual({ firstName: '', lastName: '' });
  });
});
