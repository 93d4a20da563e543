import { describe, expect, it } from 'vitest';
import { nextActionText, type StandList } from '#contracts/estates';
import type { Polygon } from '#contracts/geometry';
import { testEstate, testStand, TEST_SQUARE } from '../../../lib/test-estates';
import { planStandDetails } from '../feature-details';
import { mapTexts } from '../map.texts';
import { placeAt, placeKey, placeSentence, wayToSentence } from './where-am-i';
import { formatWalkingDistance } from './position.texts';

// Ekeby: 200 × 100 m from E 650 000, N 6 650 000; its stand 12 the western 100 m square (TEST_SQUARE).
const EKEBY_BOUNDARY: Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [650_000, 6_650_000],
      [650_200, 6_650_000],
      [650_200, 6_650_100],
      [650_000, 6_650_100],
      [650_000, 6_650_000],
    ],
  ],
};
const ekeby = testEstate('e1', 'Uppsala Ekeby 2:7', {
  boundary: EKEBY_BOUNDARY,
  rolledForwardTo: '2026-09-01',
});
const viggeby = testEstate('e2', 'Uppsala Viggeby 4:3', {
  boundary: {
    type: 'Polygon',
    coordinates: [TEST_SQUARE.coordinates[0]?.map(([e, n]) => [e + 5_000, n] as [number, number]) ?? []],
  },
});
const overdueThinning = testStand('s12', 12, {
  cuttingClass: 'G1',
  proposedAction: 'Gallring',
  proposedYear: 2021,
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
});
const stands: (StandList | null)[] = [{ stands: [overdueThinning] }, null];
const estates = [ekeby, viggeby];

describe('where the member stands', () => {
  it("names the stand with its next action in the plan's own words, as the stand's details show it", () => {
    const place = placeAt([650_050, 6_650_050], estates, stands);
    const sentence = placeSentence(place);
    expect(sentence).toBe('Du står i avdelning 12 på Uppsala Ekeby 2:7 (gallring, dags sedan 2021)');

    // The same words as the map's stand details and the estates page (the server's nextActionText).
    const detailsRow = planStandDetails(overdueThinning, ekeby).rolledRows?.find(
      (row) => row.label === mapTexts.details.nextAction,
    );
    expect(detailsRow?.value).toBe('Gallring, dags sedan 2021');
    expect(nextActionText(overdueThinning)).toBe(detailsRow?.value);
    expect(sentence.toLowerCase()).toContain(`(${detailsRow?.value.toLowerCase() ?? '–'})`);
  });

  it('leaves out the parenthesis for a stand with no next action', () => {
    const quiet = testStand('s3', 3, { proposedAction: 'Ingen', proposedYear: null });
    const place = placeAt([650_050, 6_650_050], [ekeby], [{ stands: [quiet] }]);
    expect(placeSentence(place)).toBe('Du står i avdelning 3 på Uppsala Ekeby 2:7');
  });

  it('says so when the member is on the estate but in none of its stands', () => {
    const place = placeAt([650_150, 6_650_050], estates, stands);
    expect(placeSentence(place)).toBe('Du står på Uppsala Ekeby 2:7, utanför skogsbruksplanens avdelningar.');
  });

  it('names the nearest estate and how far its boundary is when outside them all', () => {
    const place = placeAt([649_660, 6_650_050], estates, stands);
    expect(placeSentence(place)).toBe('Du är utanför dina fastigheter, 340\u00a0m till Uppsala Ekeby 2:7');
    expect(placeSentence(placeAt([655_300, 6_650_050], estates, stands))).toBe(
      'Du är utanför dina fastigheter, 200\u00a0m till Uppsala Viggeby 4:3',
    );
  });

  it('changes its key only when the place changes, not at every step within it', () => {
    const key = (e: number) => placeKey(placeAt([e, 6_650_050], estates, stands));
    expect(key(650_010)).toBe(key(650_090));
    expect(key(650_150)).not.toBe(key(650_090));
    expect(key(649_600)).toBe(key(649_000));
  });

  it('says when there is no boundary to measure against', () => {
    expect(placeSentence(placeAt([650_050, 6_650_050], [testEstate('e3', 'Utan gräns 1:1')], [null]))).toBe(
      'Kartan visar var du är. Det finns ingen fastighetsgräns att jämföra med.',
    );
  });
});

describe('distances as a walker reads them', () => {
  it('rounds to 10 m under a kilometre, then to a tenth of a kilometre, then whole kilometres', () => {
    expect(formatWalkingDistance(3)).toBe('10\u00a0m');
    expect(formatWalkingDistance(344)).toBe('340\u00a0m');
    expect(formatWalkingDistance(346)).toBe('350\u00a0m');
    expect(formatWalkingDistance(994)).toBe('990\u00a0m');
    expect(formatWalkingDistance(996)).toBe('1,0\u00a0km');
    expect(formatWalkingDistance(1_240)).toBe('1,2\u00a0km');
    expect(formatWalkingDistance(12_400)).toBe('12\u00a0km');
  });
});

describe('the way to an own point', () => {
  it('gives the distance and one of eight directions, and says when the member is there', () => {
    expect(wayToSentence([0, 0], 'Granen vid bäcken', [85, 85])).toBe(
      'Granen vid bäcken, 120\u00a0m åt nordost',
    );
    expect(wayToSentence([0, 0], 'Stenen', [0, -1_500])).toBe('Stenen, 1,5\u00a0km åt söder');
    expect(wayToSentence([0, 0], 'Stenen', [4, 3])).toBe('Du är framme vid Stenen.');
  });
});
