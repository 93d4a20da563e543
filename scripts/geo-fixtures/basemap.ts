import type { Geometry, Position } from '../../contracts/geometry.js';
import { blob, box, line, point, polygon, wander, type Feature } from './shapes.js';

/** A window of the offline base map: forest as the ground, and what lies on it. */
interface Region {
  readonly key: string;
  readonly extent: [number, number, number, number];
  readonly openLand: [Position, number][];
  readonly wetlands: [Position, number][];
  readonly builtUp: [Position, number][];
  readonly lakes: [Position, number, string][];
  readonly streams: [Position[], string][];
  readonly roads: [Position[], 'vag-stor' | 'vag' | 'skogsbilvag', string][];
  readonly railways: Position[][];
  readonly places: [Position, string, 'stad' | 'tatort' | 'by'][];
}

const UPPSALA_NORTH: Region = {
  key: 'uppsala',
  extent: [640_000, 6_636_000, 660_000, 6_662_000],
  openLand: [
    [[648_600, 6_642_500], 1_800],
    [[650_200, 6_647_200], 1_100],
    [[643_800, 6_655_600], 1_300],
    [[651_700, 6_652_900], 700],
    [[646_200, 6_650_000], 900],
    [[653_900, 6_644_800], 1_000],
  ],
  wetlands: [
    [[654_200, 6_653_300], 420],
    [[645_200, 6_659_800], 500],
  ],
  builtUp: [
    [[647_800, 6_638_200], 2_000],
    [[651_150, 6_649_700], 550],
    [[642_000, 6_657_600], 500],
  ],
  lakes: [
    [[655_800, 6_655_400], 650, 'Exempelsjön'],
    [[644_600, 6_648_300], 380, 'Lilla Provsjön'],
    [[657_300, 6_646_900], 420, 'Tallsjön (exempel)'],
  ],
  streams: [
    [
      [
        [651_000, 6_662_000],
        [651_600, 6_656_000],
        [651_500, 6_650_800],
        [649_700, 6_644_200],
        [647_700, 6_638_400],
        [647_200, 6_636_000],
      ],
      'Fyrisån',
    ],
    [
      [
        [655_300, 6_655_000],
        [653_800, 6_653_200],
        [652_600, 6_651_300],
        [651_600, 6_650_900],
      ],
      'Viggebybäcken (exempel)',
    ],
  ],
  roads: [
    [
      [
        [648_500, 6_636_000],
        [646_000, 6_645_000],
        [643_500, 6_652_000],
        [642_300, 6_657_700],
        [640_800, 6_662_000],
      ],
      'vag-stor',
      'E4',
    ],
    [
      [
        [648_200, 6_639_000],
        [650_300, 6_645_000],
        [651_000, 6_649_900],
        [652_500, 6_656_000],
        [653_500, 6_662_000],
      ],
      'vag',
      '290',
    ],
    [
      [
        [642_000, 6_657_700],
        [646_500, 6_654_000],
        [651_000, 6_649_900],
      ],
      'vag',
      'Björklingevägen',
    ],
    [
      [
        [651_000, 6_649_900],
        [650_700, 6_650_300],
        [650_400, 6_650_700],
      ],
      'skogsbilvag',
      'Ekebyvägen',
    ],
    [
      [
        [651_600, 6_651_000],
        [652_300, 6_651_600],
        [652_700, 6_652_100],
      ],
      'skogsbilvag',
      'Viggebyvägen',
    ],
  ],
  railways: [
    [
      [647_900, 6_638_800],
      [649_800, 6_644_500],
      [651_300, 6_649_800],
      [652_000, 6_655_000],
      [652_800, 6_662_000],
    ],
  ],
  places: [
    [[647_800, 6_638_600], 'Uppsala', 'stad'],
    [[651_000, 6_649_900], 'Storvreta', 'tatort'],
    [[642_000, 6_657_700], 'Björklinge', 'tatort'],
    [[650_300, 6_650_950], 'Ekeby', 'by'],
    [[652_650, 6_651_950], 'Viggeby', 'by'],
    [[647_400, 6_641_600], 'Gamla Uppsala', 'by'],
    [[651_400, 6_660_800], 'Vattholma', 'tatort'],
  ],
};

const ALVDALEN: Region = {
  key: 'alvdalen',
  extent: [438_000, 6_780_000, 458_000, 6_798_000],
  openLand: [
    [[448_300, 6_788_900], 900],
    [[446_900, 6_790_500], 450],
    [[451_800, 6_785_300], 700],
  ],
  wetlands: [[[448_600, 6_791_800], 650]],
  builtUp: [[[448_400, 6_788_500], 600]],
  lakes: [
    [[443_000, 6_794_600], 700, 'Exempeltjärnen'],
    [[452_600, 6_791_800], 500, 'Provsjön'],
  ],
  streams: [
    [
      [
        [438_000, 6_797_600],
        [443_500, 6_793_300],
        [446_000, 6_791_200],
        [448_600, 6_788_200],
        [452_000, 6_784_200],
        [458_000, 6_780_600],
      ],
      'Österdalälven',
    ],
  ],
  roads: [
    [
      [
        [438_000, 6_796_600],
        [444_000, 6_792_500],
        [447_900, 6_789_100],
        [452_500, 6_784_800],
        [458_000, 6_781_800],
      ],
      'vag-stor',
      '70',
    ],
    [
      [
        [447_900, 6_789_100],
        [447_300, 6_789_700],
        [447_000, 6_790_300],
      ],
      'skogsbilvag',
      'Brunnsbergsvägen',
    ],
  ],
  railways: [],
  places: [
    [[448_400, 6_788_600], 'Älvdalen', 'tatort'],
    [[447_000, 6_790_300], 'Brunnsberg', 'by'],
  ],
};

/** A base map feature: `kind` says what it is (the map's base map style), `name` labels it. */
const base = (
  id: string,
  kind: string,
  geometry: Geometry,
  properties: Record<string, unknown> = {},
): Feature => ({
  type: 'Feature',
  id,
  geometry,
  properties: { kind, ...properties, synthetic: true },
});

const ROAD_CLASS = { 'vag-stor': 'major', vag: 'minor', skogsbilvag: 'track' } as const;
const PLACE_RANK = { stad: 1, tatort: 2, by: 3 } as const;

function regionFeatures(region: Region): Feature[] {
  const [minE, minN, maxE, maxN] = region.extent;
  const id = (kind: string, n: number) => `bas-${region.key}-${kind}-${String(n + 1)}`;
  return [
    base(id('skog', 0), 'forest', box(minE, minN, maxE, maxN)),
    ...region.openLand.map(([centre, radius], n) =>
      base(id('oppen-mark', n), 'open', polygon(blob(centre, radius, 22, 0.35))),
    ),
    ...region.wetlands.map(([centre, radius], n) =>
      base(id('myr', n), 'wetland', polygon(blob(centre, radius, 18, 0.3))),
    ),
    ...region.builtUp.map(([centre, radius], n) =>
      base(id('bebyggelse', n), 'urban', polygon(blob(centre, radius, 16, 0.25))),
    ),
    ...region.lakes.map(([centre, radius, name], n) =>
      base(id('sjo', n), 'water', polygon(blob(centre, radius, 24, 0.35)), { name }),
    ),
    ...region.streams.map(([points, name], n) =>
      base(id('vattendrag', n), 'watercourse', line(wander(points, 120, 6)), { name }),
    ),
    ...region.roads.map(([points, type, name], n) =>
      base(id(type, n), 'road', line(wander(points, type === 'vag-stor' ? 60 : 90, 4)), {
        class: ROAD_CLASS[type],
        name,
      }),
    ),
    ...region.railways.map((points, n) => base(id('jarnvag', n), 'railway', line(wander(points, 30, 3)))),
    ...region.places.map(([position, name, size], n) =>
      base(id('ortnamn', n), 'place', point(position), { name, rank: PLACE_RANK[size] }),
    ),
  ];
}

/** The synthetic topography of both demo regions, drawn like a muted topographic map. */
export const baseMapRegion = (): Feature[] => [...regionFeatures(UPPSALA_NORTH), ...regionFeatures(ALVDALEN)];
