/**
 * The public geodata providers the live mode proxies to, and where each answers. `GEO_LIVE_ORIGINS` can
 * point one elsewhere (a mirror, or a local stand-in in tests); the proxy calls only allow-listed hosts.
 */
export const GEO_PROVIDERS = ['naturvardsverket', 'skogsstyrelsen', 'raa', 'lantmateriet'] as const;
export type GeoProvider = (typeof GEO_PROVIDERS)[number];

export const DEFAULT_GEO_ORIGINS: Readonly<Record<GeoProvider, string>> = {
  naturvardsverket: 'https://geodata.naturvardsverket.se',
  skogsstyrelsen: 'https://geodpags.skogsstyrelsen.se',
  raa: 'https://pub.raa.se',
  lantmateriet: 'https://api.lantmateriet.se',
};

export const isGeoProvider = (value: string): value is GeoProvider =>
  (GEO_PROVIDERS as readonly string[]).includes(value);
