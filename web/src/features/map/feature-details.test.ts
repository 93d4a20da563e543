import { describe, expect, it } from 'vitest';
import type { MapLayer } from '#contracts/geo';
import { layerFeatureDetails, standDetails } from './feature-details';

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
      Areal: '12,3\u00a0ha',
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
