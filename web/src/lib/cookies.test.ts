import { describe, expect, it } from 'vitest';
import { cookieNames, cookieValue } from './cookies';

describe('reading cookies', () => {
  const jar = 'cookieAccept=yes; _ga=GA1.1.42; _ga_ABC123=GS1; ClientType=app-ios%2017';

  it('finds one value by exact name, decoded', () => {
    expect(cookieValue(jar, 'cookieAccept')).toBe('yes');
    expect(cookieValue(jar, 'ClientType')).toBe('app-ios 17');
    expect(cookieValue(jar, '_g')).toBeUndefined();
    expect(cookieValue('', 'cookieAccept')).toBeUndefined();
  });

  it('lists the names', () => {
    expect(cookieNames(jar)).toEqual(['cookieAccept', '_ga', '_ga_ABC123', 'ClientType']);
  });
});
