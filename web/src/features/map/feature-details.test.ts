import { describe, expect, it } from 'vitest';
import type { Estate, Stand } from '#contracts/estates';
import { withWords } from '../../lib/test-estates';
import type { MapLayer } from '#contracts/geo';
import { estateDetails, layerFeatureDetails, planStandDetails, standDetails } from './feature-details';

const fornlamningar: MapLayer = {
  id: 'fornlamningar',
  title: 'Fornlämningar och kulturlämningar',
  description: '',
  group: 'Hänsyn och skydd',
  rendering: 'vector',
  styleProperty: 'styleKey',
  legend: [
    { style: 'fornlamning', label: 'Fornlämning' },
    { style: 'mojlig-fornlamning', label: 'Möjlig fornlämning' },
  ],
  attribution: 'Riksantikvarieämbetet',
  visibleByDefault: true,
  synthetic: true,
};

describe('feature details', () => {
  it('shows a stand as its forest plan does, in Swedish with sv-SE numbers', () => {
    const details = standDetails(
      {
        number: 4,
        areaHa: 12.34,
        impedimentHa: 0.8,
        age: 65,
        siteIndex: 'G28',
        cuttingClass: 'G2',
        goalClass: 'PG',
        species: { pine: 60, spruce: 30, deciduous: 10 },
        volumePerHa: 210,
        volumeTotal: 2591,
        growthPerHa: 6.25,
        proposedAction: 'Gallring',
        proposedYear: 2028,
      },
      'Uppsala Ekeby 2:7',
    );
    expect(details.title).toBe('Avdelning 4, Uppsala Ekeby 2:7');
    expect(Object.fromEntries(details.rows.map((row) => [row.label, row.value]))).toEqual({
      'Produktiv areal': '12,3\u00a0ha',
      Impediment: '0,8\u00a0ha',
      Ålder: '65 år',
      Ståndortsindex: 'G28',
      Huggningsklass: 'G2 – Äldre gallringsskog',
      Målklass: 'PG – Produktion med generell hänsyn',
      Trädslag: 'Tall 60 %, gran 30 %, löv 10 %',
      'Virkesförråd per hektar': '210 m³sk/ha',
      'Virkesförråd totalt': '2\u00a0591 m³sk',
      Tillväxt: '6,3 m³sk/ha och år',
      'Föreslagen åtgärd': 'Gallring 2028',
    });
  });

  it('shows a stand of a rolled-forward plan as rolled, with its mean height and next action, and as inventoried', () => {
    const stand: Stand = withWords({
      id: 's4',
      estateId: 'e1',
      number: 4,
      areaHa: 2,
      impedimentHa: 0,
      age: 35,
      siteIndex: 'G28',
      cuttingClass: 'G1',
      goalClass: 'PG',
      species: { pine: 10, spruce: 85, deciduous: 5 },
      volumePerHa: 180,
      volumeTotal: 360,
      growthPerHa: 9.5,
      proposedAction: 'Gallring',
      proposedYear: 2027,
      geometry: { type: 'Polygon', coordinates: [] },
      rolledForward: {
        year: 2026,
        age: 42,
        dominantHeight: 14.1,
        meanHeight: 12.7,
        volumePerHa: 244,
        volumeTotal: 489,
        growthPerHa: 8.7,
        cuttingClass: 'G1',
        nextAction: 'Gallring',
        nextActionYear: 2021,
        lastWork: null,
      },
      ordered: [],
    });
    const estate = {
      designation: 'Uppsala Ekeby 2:7',
      inventoryDate: '2019-06-12',
      rolledForwardTo: '2026-09-01',
    } as Estate;
    const details = planStandDetails(stand, estate);
    expect(details.title).toBe('Avdelning 4, Uppsala Ekeby 2:7');
    expect(details.subtitle).toBe('Inventerad 12 juni 2019 · Framskriven till 1 september 2026');
    const asRead = (rows: readonly { label: string; value: string }[] | undefined) =>
      Object.fromEntries((rows ?? []).map((row) => [row.label, row.value]));
    expect(asRead(details.rolledRows)).toEqual({
      'Produktiv areal': '2,0\u00a0ha',
      Ålder: '42 år',
      Medelhöjd: '12,7 m',
      Ståndortsindex: 'G28',
      Huggningsklass: 'G1 – Gallringsskog',
      Målklass: 'PG – Produktion med generell hänsyn',
      Trädslag: 'Tall 10 %, gran 85 %, löv 5 %',
      'Virkesförråd per hektar': '244 m³sk/ha',
      'Virkesförråd totalt': '489 m³sk',
      Tillväxt: '8,7 m³sk/ha och år',
      'Nästa åtgärd': 'Gallring, dags sedan 2021',
    });
    expect(details.rolledRows?.[2]?.label).toBe('Medelhöjd');
    expect(asRead(details.rows)).toMatchObject({ Ålder: '35 år', 'Föreslagen åtgärd': 'Gallring 2027' });

    // Not rolled: as inventoried only, under the inventory date.
    const unrolled = planStandDetails(
      { ...stand, rolledForward: null },
      { ...estate, rolledForwardTo: null },
    );
    expect(unrolled.rolledRows).toBeUndefined();
    expect(unrolled.subtitle).toBe('Inventerad 12 juni 2019');
    expect(estateDetails('Uppsala Ekeby 2:7', [], estate).subtitle).toBe(
      'Inventerad 12 juni 2019 · Framskriven till 1 september 2026',
    );
  });

  it("names a layer feature by its name, says what it is by its legend row, and hides the map's own properties", () => {
    const details = layerFeatureDetails(
      {
        styleKey: 'fornlamning',
        lamningstyp: 'Gravfält',
        lamningsnummer: 'L9999:01',
        antikvarisk_bedomning: 'Fornlämning',
        synthetic: true,
        _source: 'fornlamningar',
      },
      fornlamningar,
    );
    expect(details.title).toBe('Gravfält');
    expect(details.kind).toBe('Fornlämningar och kulturlämningar');
    expect(details.rows).toEqual([
      { label: 'Typ', value: 'Fornlämning' },
      { label: 'Lämningsnummer', value: 'L9999:01' },
      { label: 'Antikvarisk bedömning', value: 'Fornlämning' },
    ]);
  });

  it('falls back to the legend label when a feature has no name', () => {
    expect(layerFeatureDetails({ styleKey: 'mojlig-fornlamning' }, fornlamningar).title).toBe(
      'Möjlig fornlämning',
    );
  });
});
