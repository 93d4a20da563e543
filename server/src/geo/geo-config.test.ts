import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/env.js';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return error instanceof ConfigError ? error.problems : [String(error)];
  }
};

describe('the GEO_* settings', () => {
  it('default to the public services, each host allow-listed, 60 s and no credentials', () => {
    const { live } = loadConfig({}).geo;
    expect(live.origins).toEqual({
      naturvardsverket: 'https://geodata.naturvardsverket.se',
      skogsstyrelsen: 'https://geodpags.skogsstyrelsen.se',
      raa: 'https://pub.raa.se',
      lantmateriet: 'https://api.lantmateriet.se',
    });
    expect(live.allowedHosts).toEqual([
      'geodata.naturvardsverket.se',
      'geodpags.skogsstyrelsen.se',
      'pub.raa.se',
      'api.lantmateriet.se',
    ]);
    expect(live.timeoutMs).toBe(60_000);
    expect(live.lantmateriet).toEqual({});
  });

  it('move a provider and set the allow-list explicitly', () => {
    const { live } = loadConfig({
      GEO_LIVE_ORIGINS: 'raa=https://mirror.example/ignored/path',
      GEO_ALLOWED_HOSTS: 'Mirror.example, geodata.naturvardsverket.se',
    }).geo;
    expect(live.origins.raa).toBe('https://mirror.example');
    expect(live.allowedHosts).toEqual(['mirror.example', 'geodata.naturvardsverket.se']);
  });

  it('name what is wrong', () => {
    expect(problemsOf({ GEO_LIVE_ORIGINS: 'google=https://x.example' })[0]).toContain(
      'unknown provider "google"',
    );
    expect(problemsOf({ GEO_LIVE_ORIGINS: 'raa=ftp://x.example' })[0]).toContain('provider=http(s)://host');
    expect(problemsOf({ GEO_LANTMATERIET_CONSUMER_KEY: 'k' })[0]).toContain('set both or neither');
    expect(problemsOf({ GEO_UPSTREAM_TIMEOUT_MS: '5' })[0]).toContain('GEO_UPSTREAM_TIMEOUT_MS');
  });
});
