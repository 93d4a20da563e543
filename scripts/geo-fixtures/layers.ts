import { areaHa, between, blob, featureOf, point, polygon, round, wander, type Feature } from './shapes.js';
import type { Geometry, Position } from '../../contracts/geometry.js';

const UPPSALA = { kommun: 'Uppsala', lan: 'Uppsala län' };
const ALVDALEN = { kommun: 'Älvdalen', lan: 'Dalarnas län' };

function nvr(nvrid: number, namn: string, skyddstyp: string, geometry: Geometry, place: typeof UPPSALA) {
  return {
    NVRID: String(nvrid),
    NAMN: namn,
    SKYDDSTYP: skyddstyp,
    IUCNKAT: skyddstyp === 'Naturreservat' ? 'IV, Habitat/Species Management Area' : 'Ej tillämpligt',
    AREA_HA: areaHa(geometry),
    URSBESLDAT: '2004-06-17',
    LAN: place.lan,
    KOMMUN: place.kommun,
    FORVALTARE: place === UPPSALA ? 'Länsstyrelsen i Uppsala län' : 'Länsstyrelsen i Dalarnas län',
  };
}

export function protectedNature(): Feature[] {
  const reserveShell = blob([649_350, 6_650_350], 520, 24);
  const reserve = polygon(reserveShell, blob([649_300, 6_650_300], 120, 10, 0.2, true));
  const natura = {
    type: 'MultiPolygon',
    coordinates: [[blob([647_200, 6_653_800], 600, 22)], [blob([648_900, 6_655_100], 350, 16)]],
  } as Geometry;
  const dalarnaReserve = polygon(blob([445_200, 6_791_600], 900, 26));
  const sks = (beteckn: string, biotyp: string, naturtyp: string) => ({
    Beteckn: beteckn,
    Biotyp: biotyp,
    Naturtyp: naturtyp,
  });
  const features: [string, string, Geometry, Record<string, unknown>][] = [
    [
      'nvr-9900001',
      'naturreservat',
      reserve,
      nvr(9_900_001, 'Exempelskogens naturreservat', 'Naturreservat', reserve, UPPSALA),
    ],
    [
      'nvr-9900002',
      'natura2000',
      natura,
      { SITE_CODE: 'SE9990001', NAMN: 'Exempeldalen (påhittad)', TYP: 'SCI', synthetic: true },
    ],
    [
      'nvr-9900003',
      'naturreservat',
      dalarnaReserve,
      nvr(9_900_003, 'Brunnsbergsmyrens exempelreservat', 'Naturreservat', dalarnaReserve, ALVDALEN),
    ],
  ];
  for (const [n, centre, radius, biotyp] of [
    [1, [652_720, 6_651_880], 70, 'Ravin'],
    [2, [650_950, 6_650_050], 55, 'Örtrik sumpskog'],
    [3, [447_600, 6_789_500], 90, 'Brandfält'],
  ] as const) {
    const geometry = polygon(blob(centre as Position, radius, 12));
    features.push([
      `sks-bs-${String(n)}`,
      'biotopskydd',
      geometry,
      sks(`BS 9999-${String(n)}`, biotyp, 'Skog'),
    ]);
  }
  for (const [n, centre, radius] of [
    [1, [650_150, 6_651_250], 160],
    [2, [446_400, 6_790_800], 220],
  ] as const) {
    const geometry = polygon(blob(centre as Position, radius, 14));
    features.push([
      `sks-nva-${String(n)}`,
      'naturvardsavtal',
      geometry,
      { ...sks(`NVA 9999-${String(n)}`, 'Barrnaturskog', 'Skog'), Avtalstid: '50 år' },
    ]);
  }
  return features.map(([id, kategori, geometry, properties]) =>
    featureOf(id, kategori, geometry, properties),
  );
}

const BEDOMNINGAR = [
  ['fornlamning', 'Fornlämning'],
  ['mojlig-fornlamning', 'Möjlig fornlämning'],
  ['ovrig-kulturhistorisk-lamning', 'Övrig kulturhistorisk lämning'],
  ['ingen-antikvarisk-bedomning', 'Ingen antikvarisk bedömning'],
  ['ej-kulturhistorisk-lamning', 'Ej kulturhistorisk lämning'],
] as const;

export function ancientRemains(): Feature[] {
  const remains: [Position, number, string, number][] = [
    // [place, bedömning index, lämningstyp, polygon radius (0: point)]
    [[652_280, 6_651_640], 0, 'Gravfält', 45],
    [[652_420, 6_651_470], 0, 'Hög', 0],
    [[652_150, 6_651_780], 1, 'Stensättning', 0],
    [[650_480, 6_650_520], 2, 'Kolningsanläggning', 0],
    [[650_720, 6_650_250], 3, 'Röjningsröse', 0],
    [[650_300, 6_650_700], 4, 'Naturbildning', 0],
    [[649_800, 6_651_900], 0, 'Fornborg', 60],
    [[653_400, 6_650_900], 2, 'Torplämning', 0],
    [[651_300, 6_652_600], 1, 'Skärvstenshög', 0],
    [[447_150, 6_790_150], 2, 'Fäbodlämning', 35],
    [[446_700, 6_789_700], 0, 'Fångstgrop', 0],
    [[447_800, 6_790_600], 3, 'Kolbotten', 0],
  ];
  return remains.map(([position, bedomning, typ, radius], index) => {
    const [kategori, label] = BEDOMNINGAR[bedomning] as (typeof BEDOMNINGAR)[number];
    const nummer = `L9999:${String(index + 1).padStart(2, '0')}`;
    const geometry = radius > 0 ? polygon(blob(position, radius, 10, 0.25)) : point(position);
    return featureOf(`raa-${nummer}`, kategori, geometry, {
      lamningsnummer: nummer,
      lamningstyp: typ,
      antikvarisk_bedomning: label,
      kommun: position[0] > 600_000 ? 'Uppsala' : 'Älvdalen',
    });
  });
}

export function waterProtection(): Feature[] {
  const outer = polygon(blob([651_600, 6_649_300], 1_500, 30, 0.2));
  const inner = polygon(blob([651_700, 6_649_100], 450, 16, 0.2));
  return [
    featureOf('nvr-9900010', 'vattenskydd-sekundar', outer, {
      ...nvr(9_900_010, 'Storvreta vattentäkt (exempel), sekundär zon', 'Vattenskyddsområde', outer, UPPSALA),
      ZON: 'Sekundär',
    }),
    featureOf('nvr-9900011', 'vattenskydd-primar', inner, {
      ...nvr(9_900_011, 'Storvreta vattentäkt (exempel), primär zon', 'Vattenskyddsområde', inner, UPPSALA),
      ZON: 'Primär',
    }),
  ];
}

/** The mountain-near forest lies north-west of a boundary that runs past Särna: one large irregular area. */
export function mountainForest(): Feature[] {
  const boundary = wander(
    [
      [412_000, 6_800_000],
      [398_000, 6_830_000],
      [404_000, 6_845_000],
      [392_000, 6_870_000],
      [384_000, 6_905_000],
    ],
    2_500,
    5,
  );
  const ring = [
    ...boundary,
    [330_000, 6_905_000],
    [330_000, 6_800_000],
    boundary[0] as Position,
  ] as Position[];
  const geometry = polygon(ring.reverse());
  return [
    featureOf('sks-fjn-1', 'fjallnara', geometry, {
      Namn: 'Gräns för fjällnära skog (exempel)',
      Forfattning: 'SKSFS 1991:3',
    }),
  ];
}

export function wetlands(): Feature[] {
  const swamps: [Position, number, string][] = [
    [[650_760, 6_650_180], 70, 'Barrsumpskog'],
    [[650_420, 6_650_640], 45, 'Lövsumpskog'],
    [[652_160, 6_651_760], 55, 'Blandsumpskog'],
    [[653_100, 6_652_300], 120, 'Barrsumpskog'],
    [[447_300, 6_789_800], 90, 'Barrsumpskog'],
  ];
  const features = swamps.map(([centre, radius, typ], index) =>
    featureOf(`sks-sump-${String(index + 1)}`, 'sumpskog', polygon(blob(centre, radius, 14)), {
      Kartid2: `99SS${String(index + 1).padStart(4, '0')}`,
      Sumpskogstyp: typ,
      Hydrologi: index % 2 === 0 ? 'Fuktig' : 'Blöt',
    }),
  );
  for (const [n, centre, radius, klass, namn] of [
    [1, [654_200, 6_653_300], 420, 2, 'Exempelmossen'],
    [2, [448_600, 6_791_800], 650, 1, 'Brunnsbergsmyren (exempel)'],
  ] as const) {
    features.push(
      featureOf(
        `vmi-999${String(n)}`,
        `vmi-klass-${String(klass)}`,
        polygon(blob(centre as Position, radius, 20)),
        {
          OBJEKTID: `VMI-9999-${String(n)}`,
          NAMN: namn,
          NATURVARDESKLASS: klass,
          VATMARKSTYP: 'Mosse',
        },
      ),
    );
  }
  return features;
}

/**
 * Neighbouring properties for the designation search: a grid of cells whose shared corners and edge
 * midpoints are jittered once, so neighbours share their boundary exactly. None is a demo estate.
 */
export function properties(): Feature[] {
  const blocks = [
    {
      origin: [653_000, 6_650_600],
      cols: 3,
      rows: 2,
      size: 600,
      trakt: 'Uppsala Exempelby',
      kommun: 'Uppsala',
    },
    {
      origin: [648_600, 6_651_300],
      cols: 2,
      rows: 2,
      size: 550,
      trakt: 'Uppsala Provgården',
      kommun: 'Uppsala',
    },
    {
      origin: [448_000, 6_788_600],
      cols: 2,
      rows: 1,
      size: 800,
      trakt: 'Älvdalen Exempelbyn',
      kommun: 'Älvdalen',
    },
  ] as const;
  const features: Feature[] = [];
  let serial = 0;
  for (const block of blocks) {
    const jitter = new Map<string, Position>();
    const at = (x: number, y: number): Position => {
      const key = `${String(x)},${String(y)}`;
      const cached = jitter.get(key);
      if (cached !== undefined) return cached;
      const spread = block.size * 0.12;
      const position: Position = [
        round(block.origin[0] + x * block.size + between(-spread, spread)),
        round(block.origin[1] + y * block.size + between(-spread, spread)),
      ];
      jitter.set(key, position);
      return position;
    };
    for (let row = 0; row < block.rows; row++) {
      for (let col = 0; col < block.cols; col++) {
        const corners: [number, number][] = [
          [col, row],
          [col + 0.5, row],
          [col + 1, row],
          [col + 1, row + 0.5],
          [col + 1, row + 1],
          [col + 0.5, row + 1],
          [col, row + 1],
          [col, row + 0.5],
        ];
        const ring = corners.map(([x, y]) => at(x, y));
        const geometry = polygon([...ring, ring[0] as Position]);
        serial += 1;
        const beteckning = `${block.trakt} ${String(row + 1)}:${String(col + 1)}`;
        features.push(
          featureOf(`lm-fastighet-${String(serial)}`, 'fastighet', geometry, {
            beteckning,
            kommun: block.kommun,
            objektidentitet: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
            areal_ha: areaHa(geometry),
          }),
        );
      }
    }
  }
  return features;
}
