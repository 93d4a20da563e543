import { describe, expect, it } from 'vitest';
import { analyticsRole, hasAnyRole, isReadOnly, parseRole } from './roles.js';

describe('roles', () => {
  it('are compared case-insensitively and returned in their canonical spelling', () => {
    expect(parseRole('delegatedright')).toBe('DelegatedRight');
    expect(parseRole('MEMBER')).toBe('Member');
    expect(parseRole('Admin')).toBeUndefined();
    expect(hasAnyRole(['viewer'], ['Viewer', 'Editor'])).toBe(true);
    expect(hasAnyRole(['member'], ['Viewer', 'Editor'])).toBe(false);
  });

  it('make a representative read-only', () => {
    expect(isReadOnly(['delegatedRight'])).toBe(true);
    expect(isReadOnly(['Member'])).toBe(false);
  });

  it('map to the analytics role property as docs/portal.md 4 lists them', () => {
    expect(analyticsRole(['Potential'])).toBe('potential');
    expect(analyticsRole(['member'])).toBe('member');
    expect(analyticsRole(['Supplier'])).toBe('supplier');
    expect(analyticsRole(['Viewer'])).toBe('employee');
    expect(analyticsRole(['editor'])).toBe('employee');
    expect(analyticsRole(['DelegatedRight'])).toBe('unknown');
    expect(analyticsRole([])).toBe('unknown');
    // The first match in the order of docs/portal.md 4 wins.
    expect(analyticsRole(['Member', 'Potential'])).toBe('potential');
  });
});
