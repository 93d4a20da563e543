import type { LayerId, MapLayer } from '#contracts/geo';
import type { GeoProvider } from './providers.js';

/**
 * Where a layer's features come from in live mode: one upstream query per sub-layer, each answering
 * GeoJSON in EPSG:3006. `styleKey` is written onto every feature the sub-layer gives (the registry's
 * `styleProperty`), so live data draws with the same styles as the fixtures.
 */
export type LiveQuery =
  /** OGC WFS 2.0 GetFeature (GeoServer-style), `outputFormat=application/json`. */
  | {
      readonly kind: 'wfs';
      readonly provider: GeoProvider;
      readonly path: string;
      readonly typeName: string;
      readonly styleKey: string;
    }
  /** An ArcGIS REST MapServer/FeatureServer layer resource; we call its `/query` with `f=geojson`. */
  | {
      readonly kind: 'arcgis';
      readonly provider: GeoProvider;
      readonly layerPath: string;
      readonly styleKey: string;
    }
  /** OGC API Features items of Lantmäteriet's API (OAuth2 client credentials, server-side). */
  | {
      readonly kind: 'ogc-features';
      readonly provider: 'lantmateriet';
      readonly itemsPath: string;
      readonly styleKey: string;
    };

/** Where a layer's features come from: a bundled fixture file, the live services, or our own database. */
export type LayerSource =
  | { readonly kind: 'external'; readonly fixture: string; readonly live: readonly LiveQuery[] }
  | { readonly kind: 'own' };

export interface LayerDefinition extends Omit<MapLayer, 'synthetic' | 'rendering' | 'maxResolution'> {
  readonly source: LayerSource;
  /** Live mode only: national layers are fetched when zoomed in this far (metres per pixel). */
  readonly liveMaxResolution?: number;
}

const NVR_WFS = '/naturvardsregistret/wfs';
const N2000_WFS = '/n2000/wfs';
const RAA_WFS = '/visning/lamningar_v1/wfs';
const SKS_REST = '/arcgis/rest/services/Geodataportal';

const PROTECTION = 'Hänsyn och skydd';
const MY_FOREST = 'Min skog';

const NVR = 'Naturvårdsverket, Naturvårdsregistret (CC0)';
const SKS = 'Skogsstyrelsen (CC BY 4.0)';

/** Every layer of docs/map.md 1, in switcher order. Fixture files lie in `GEO_FIXTURES_DIR`. */
export const LAYER_CATALOGUE: readonly LayerDefinition[] = [
  {
    id: 'skyddad-natur',
    title: 'Skyddad natur',
    description:
      'Naturreservat, nationalparker, Natura 2000, biotopskydd och naturvårdsavtal: här gäller särskilda regler för skogsbruk.',
    group: PROTECTION,
    styleProperty: 'styleKey',
    legend: [
      { style: 'nationalpark', label: 'Nationalpark' },
      { style: 'naturreservat', label: 'Naturreservat' },
      { style: 'natura2000', label: 'Natura 2000' },
      { style: 'biotopskydd', label: 'Biotopskyddsområde' },
      { style: 'naturvardsavtal', label: 'Naturvårdsavtal' },
    ],
    attribution: `${NVR}; ${SKS}`,
    visibleByDefault: true,
    liveMaxResolution: 64,
    source: {
      kind: 'external',
      fixture: 'skyddad-natur.geojson',
      live: [
        {
          kind: 'wfs',
          provider: 'naturvardsverket',
          path: NVR_WFS,
          typeName: 'Nationalpark',
          styleKey: 'nationalpark',
        },
        {
          kind: 'wfs',
          provider: 'naturvardsverket',
          path: NVR_WFS,
          typeName: 'Naturreservat',
          styleKey: 'naturreservat',
        },
        {
          kind: 'wfs',
          provider: 'naturvardsverket',
          path: NVR_WFS,
          typeName: 'Naturreservat_kommunalt',
          styleKey: 'naturreservat',
        },
        {
          kind: 'wfs',
          provider: 'naturvardsverket',
          path: N2000_WFS,
          typeName: 'Habitatdirektivet',
          styleKey: 'natura2000',
        },
        {
          kind: 'wfs',
          provider: 'naturvardsverket',
          path: N2000_WFS,
          typeName: 'Fageldirektivet',
          styleKey: 'natura2000',
        },
        {
          kind: 'wfs',
          provider: 'naturvardsverket',
          path: NVR_WFS,
          typeName: 'Ovrigt_biotopskyddsomrade',
          styleKey: 'biotopskydd',
        },
        {
          kind: 'arcgis',
          provider: 'skogsstyrelsen',
          layerPath: `${SKS_REST}/GeodataportalVisaBiotopskydd/MapServer/0`,
          styleKey: 'biotopskydd',
        },
        {
          kind: 'arcgis',
          provider: 'skogsstyrelsen',
          layerPath: `${SKS_REST}/GeodataportalVisaNaturvardsavtal/MapServer/0`,
          styleKey: 'naturvardsavtal',
        },
      ],
    },
  },
  {
    id: 'fornlamningar',
    title: 'Fornlämningar och kulturlämningar',
    description:
      'Registrerade lämningar ur Kulturmiljöregistret. Fornlämningar är skyddade enligt kulturmiljölagen, även oregistrerade.',
    group: PROTECTION,
    styleProperty: 'styleKey',
    legend: [
      { style: 'fornlamning', label: 'Fornlämning' },
      { style: 'mojlig-fornlamning', label: 'Möjlig fornlämning' },
      { style: 'ovrig-kulturhistorisk-lamning', label: 'Övrig kulturhistorisk lämning' },
      { style: 'ingen-antikvarisk-bedomning', label: 'Ingen antikvarisk bedömning' },
      { style: 'ej-kulturhistorisk-lamning', label: 'Ej kulturhistorisk lämning' },
    ],
    attribution: 'Riksantikvarieämbetet, Kulturmiljöregistret',
    visibleByDefault: true,
    liveMaxResolution: 16,
    source: {
      kind: 'external',
      fixture: 'fornlamningar.geojson',
      live: [
        ['fornlamning', 'fornlamning'],
        ['mojligfornlamning', 'mojlig-fornlamning'],
        ['ovrkulthistlamning', 'ovrig-kulturhistorisk-lamning'],
        ['ingenantikvariskbedomning', 'ingen-antikvarisk-bedomning'],
        ['ejkulthistlamning', 'ej-kulturhistorisk-lamning'],
      ].map(([typeName, styleKey]) => ({
        kind: 'wfs' as const,
        provider: 'raa' as const,
        path: RAA_WFS,
        typeName: `lamningar_v1:${String(typeName)}`,
        styleKey: String(styleKey),
      })),
    },
  },
  {
    id: 'vattenskydd',
    title: 'Vattenskyddsområden',
    description:
      'Områden kring vattentäkter där föreskrifter begränsar till exempel kemikalier och markarbeten.',
    group: PROTECTION,
    styleProperty: 'styleKey',
    legend: [
      { style: 'vattenskydd-primar', label: 'Primär skyddszon' },
      { style: 'vattenskydd-sekundar', label: 'Sekundär skyddszon' },
      { style: 'vattenskydd', label: 'Vattenskyddsområde' },
    ],
    attribution: `${NVR}; beslut av länsstyrelser och kommuner`,
    visibleByDefault: false,
    liveMaxResolution: 64,
    source: {
      kind: 'external',
      fixture: 'vattenskydd.geojson',
      live: [
        {
          kind: 'wfs',
          provider: 'naturvardsverket',
          path: NVR_WFS,
          typeName: 'Vattenskyddsomrade',
          styleKey: 'vattenskydd',
        },
      ],
    },
  },
  {
    id: 'fjallnara-skog',
    title: 'Fjällnära skog',
    description:
      'Skog nordväst om gränsen för fjällnära skog: avverkning kräver tillstånd från Skogsstyrelsen. Gränsen i kartan är inte juridiskt bindande.',
    group: PROTECTION,
    legend: [{ style: 'fjallnara', label: 'Fjällnära skog' }],
    attribution: 'Skogsstyrelsen via Lantmäteriet, Nationella geodataplattformen',
    visibleByDefault: false,
    source: {
      kind: 'external',
      fixture: 'fjallnara-skog.geojson',
      live: [
        {
          kind: 'ogc-features',
          provider: 'lantmateriet',
          itemsPath: '/distribution/geodatakatalog/sokning/v1/gransforfjallnaraskog/v1/items',
          styleKey: 'fjallnara',
        },
      ],
    },
  },
  {
    id: 'vatmarker',
    title: 'Sumpskog och våtmarker',
    description:
      'Sumpskogar och inventerade våtmarker med höga naturvärden: här behövs extra hänsyn vid körning och avverkning.',
    group: PROTECTION,
    styleProperty: 'styleKey',
    legend: [
      { style: 'sumpskog', label: 'Sumpskog' },
      { style: 'vmi-klass-1', label: 'Våtmark, naturvärdesklass 1' },
      { style: 'vmi-klass-2', label: 'Våtmark, naturvärdesklass 2' },
      { style: 'vmi-klass-3', label: 'Våtmark, naturvärdesklass 3' },
      { style: 'vmi-klass-4', label: 'Våtmark, naturvärdesklass 4' },
    ],
    attribution: `${SKS}; Naturvårdsverket, Våtmarksinventeringen`,
    visibleByDefault: false,
    liveMaxResolution: 16,
    source: {
      kind: 'external',
      fixture: 'vatmarker.geojson',
      // Våtmarksinventeringen has no public query service (only downloads): live mode shows sumpskog only.
      live: [
        {
          kind: 'arcgis',
          provider: 'skogsstyrelsen',
          layerPath: `${SKS_REST}/GeodataportalVisaSumpskog/MapServer/0`,
          styleKey: 'sumpskog',
        },
      ],
    },
  },
  {
    id: 'egna-punkter',
    title: 'Egna punkter',
    description:
      'Dina egna anteckningar på kartan: observationer, skador, vägar och annat du vill hålla reda på.',
    group: MY_FOREST,
    styleProperty: 'styleKey',
    legend: [
      { style: 'punkt-observation', label: 'Observation' },
      { style: 'punkt-skada', label: 'Skada (storm, insekter, snö)' },
      { style: 'punkt-vilt', label: 'Vilt och jakt' },
      { style: 'punkt-vag', label: 'Väg och körstråk' },
      { style: 'punkt-natur', label: 'Naturvärde' },
      { style: 'punkt-kulturlamning', label: 'Kulturlämning' },
      { style: 'punkt-ovrigt', label: 'Övrigt' },
      { style: 'egen-yta', label: 'Egen yta' },
    ],
    attribution: 'Dina egna anteckningar',
    visibleByDefault: true,
    source: { kind: 'own' },
  },
  {
    id: 'fastighetsomrade',
    title: 'Fastighetsområde',
    description:
      'Gränserna för dina fastigheter. Gränserna på kartan är inte juridiskt bindande; fastighetsregistret gäller.',
    group: MY_FOREST,
    legend: [{ style: 'fastighetsomrade', label: 'Din fastighet' }],
    attribution: 'Fastighetsgränser: Lantmäteriet',
    visibleByDefault: true,
    source: { kind: 'own' },
  },
  {
    id: 'skogsoversikt',
    title: 'Skogsöversikt',
    description:
      'Avdelningarna i din skogsbruksplan färgade efter huggningsklass, när skogsöversikten är aktiverad.',
    group: MY_FOREST,
    styleProperty: 'styleKey',
    legend: [
      { style: 'stand-K1', label: 'K1–K2 Kalmark' },
      { style: 'stand-R1', label: 'R1–R2 Röjningsskog' },
      { style: 'stand-G1', label: 'G1–G2 Gallringsskog' },
      { style: 'stand-S1', label: 'S1–S3 Slutavverkningsskog' },
      { style: 'stand-E1', label: 'E Naturvårdsbestånd' },
    ],
    attribution: 'Din skogsbruksplan',
    visibleByDefault: false,
    source: { kind: 'own' },
  },
];

export const layerDefinition = (id: string): LayerDefinition | undefined =>
  LAYER_CATALOGUE.find((layer) => layer.id === id);

export const isLayerId = (id: string): id is LayerId => layerDefinition(id) !== undefined;
