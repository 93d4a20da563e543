import { describe, expect, it } from 'vitest';
import { consentFrom, isAnalyticsCookie, isAppClient } from './consent';

describe('cookie consent', () => {
  it('is unanswered until cookieAccept is yes', () => {
    expect(consentFrom('')).toEqual({ answered: false, performance: false, customization: false });
    expect(consentFrom('cookieAccept=no')).toMatchObject({ answered: false });
    expect(consentFrom('cookieAccept=yes')).toEqual({
      answered: true,
      performance: false,
      customization: false,
    });
  });

  it('turns each category on only with the value yes', () => {
    expect(consentFrom('cookieAccept=yes; cookiePerformance=yes; cookieCustomization=true')).toEqual({
      answered: true,
      performance: true,
      customization: false,
    });
  });

  it("knows Google Analytics' cookies", () => {
    for (const name of ['_ga', '_gat', '_gid', '_ga_XYZ123'])
      expect(isAnalyticsCookie(name), name).toBe(true);
    for (const name of ['_gac', 'ga', 'cookieAccept', 'session'])
      expect(isAnalyticsCookie(name), name).toBe(false);
  });

  it('recognises the embedded app client by a ClientType starting with app', () => {
    expect(isAppClient('ClientType=app')).toBe(true);
    expect(isAppClient('ClientType=app-android')).toBe(true);
    expect(isAppClient('ClientType=web')).toBe(false);
    expect(isAppClient('ClientType=webapp')).toBe(false);
    expect(isAppClient('')).toBe(false);
  });
});
