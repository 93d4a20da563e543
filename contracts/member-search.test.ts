import { describe, expect, it } from 'vitest';
import { classifyMemberQuery, memberSearchMessages } from './member-search.js';

const TODAY = new Date('2026-11-27T12:00:00Z');
const classify = (query: string) => classifyMemberQuery(query, TODAY);

describe('what a staff member’s query is', () => {
  it('reads six digits as a member number', () => {
    expect(classify(' 100245 ')).toEqual({ kind: 'memberNumber', value: '100245' });
  });

  it('reads a personal number written in the usual ways as its twelve digits', () => {
    for (const query of ['19520314-9710', '195203149710', '520314-9710', '5203149710', '19520314 9710']) {
      expect(classify(query), query).toEqual({ kind: 'personalNumber', value: '195203149710' });
    }
  });

  it('explains digits that are neither, and a personal number whose check digit is wrong', () => {
    expect(classify('1002')).toEqual({ kind: 'invalid', message: memberSearchMessages.memberNumber });
    expect(classify('19520314-9711')).toEqual({
      kind: 'invalid',
      message: memberSearchMessages.personalNumber,
    });
  });

  it('takes anything else as part of a name or estate designation, of two characters or more', () => {
    expect(classify('  Ekeby   2:7 ')).toEqual({ kind: 'text', value: 'Ekeby 2:7' });
    expect(classify('Å')).toEqual({ kind: 'invalid', message: memberSearchMessages.tooShort });
    expect(classify('x'.repeat(101))).toEqual({ kind: 'invalid', message: memberSearchMessages.tooLong });
  });
});
