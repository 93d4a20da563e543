import type Geometry from 'jsts/org/locationtech/jts/geom/Geometry.js';
import GeometryFactory from 'jsts/org/locationtech/jts/geom/GeometryFactory.js';
import GeoJSONReader from 'jsts/org/locationtech/jts/io/GeoJSONReader.js';
import UnaryUnionOp from 'jsts/org/locationtech/jts/operation/union/UnaryUnionOp.js';
import IsValidOp from 'jsts/org/locationtech/jts/operation/valid/IsValidOp.js';
import { describe, expect, it } from 'vitest';
import { areaSquareMetres, SWEDEN_BOUNDS, type AreaGeometry } from '#contracts/geometry';
import { overlay } from './demo-estates-geometry.js';
import { DEMO_ESTATE_AREAS } from './demo-business.js';
import { DEMO_ESTATES, demoEstatePlan } from './demo-estates.js';
import { positionsOf } from './stand-builders.js';

const areasOf = (designation: string): { totalAreaHa: number; productiveAreaHa: number } => {
  const areas = (DEMO_ESTATE_AREAS as Record<string, { totalAreaHa: number; productiveAreaHa: number }>)[
    designation
  ];
  if (areas === undefined) throw new Error(`No registered areas for ${designation}`);
  return areas;
};

const factory = new GeometryFactory();
const reader = new GeoJSONReader(factory);
const toJsts = (geometry: AreaGeometry): Geometry => reader.read(geometry) as Geometry;

describe.each(DEMO_ESTATES)('the demo estate $designation', (spec) => {
  const registered = areasOf(spec.designation);
  const { totalAreaHa } = registered;
  const plan = demoEstatePlan(spec, registered);
  const boundary = toJsts(plan.boundary);
  const stands = plan.stands.map((stand) => toJsts(stand.geometry));

  it('has a valid boundary in Sweden whose area is the registered area within 0.5 %', () => {
    expect(new IsValidOp(boundary).isValid()).toBe(true);
    expect(Math.abs(areaSquareMetres(plan.boundary) / 10_000 - totalAreaHa) / totalAreaHa).toBeLessThan(
      0.005,
    );
    for (const [e, n] of positionsOf(plan.boundary)) {
      expect(e).toBeGreaterThan(SWEDEN_BOUNDS.minE);
      expect(e).toBeLessThan(SWEDEN_BOUNDS.maxE);
      expect(n).toBeGreaterThan(SWEDEN_BOUNDS.minN);
      expect(n).toBeLessThan(SWEDEN_BOUNDS.maxN);
    }
  });

  it('is tiled by its stands: no gaps, no overlaps, every stand valid and 0.5–15 ha', () => {
    for (const stand of stands) expect(new IsValidOp(stand).isValid()).toBe(true);
    const union = UnaryUnionOp.union(factory.createGeometryCollection(stands)) as Geometry;
    expect(Math.abs(union.getArea() - boundary.getArea()) / boundary.getArea()).toBeLessThan(0.001);
    // Coordinates are rounded to the centimetre, so a stand's corner on the boundary may lie a few
    // millimetres off it: a square metre or two along the whole boundary, nothing a map can show.
    const slack = boundary.getArea() * 0.0001;
    expect(overlay.difference(boundary, union).getArea()).toBeLessThan(slack);
    expect(overlay.difference(union, boundary).getArea()).toBeLessThan(slack);
    for (let i = 0; i < stands.length; i++) {
      for (let j = i + 1; j < stands.length; j++) {
        const a = stands[i] as Geometry;
        const b = stands[j] as Geometry;
        if (!a.getEnvelopeInternal().intersects(b.getEnvelopeInternal())) continue;
        expect(
          overlay.intersection(a, b).getArea(),
          `stands ${String(i + 1)} and ${String(j + 1)}`,
        ).toBeLessThan(1);
      }
    }
    for (const stand of plan.stands) {
      const ha = areaSquareMetres(stand.geometry) / 10_000;
      expect(ha).toBeGreaterThanOrEqual(0.5);
      expect(ha).toBeLessThanOrEqual(15);
    }
  });

  it('has a plan whose description fits together', () => {
    expect(plan.stands.length).toBeGreaterThanOrEqual(Math.min(spec.stands - 3, 20));
    expect(plan.stands.map((stand) => stand.number)).toEqual(plan.stands.map((_, i) => i + 1));
    const area = (filter: (stand: (typeof plan.stands)[number]) => boolean) =>
      plan.stands.filter(filter).reduce((sum, stand) => sum + areaSquareMetres(stand.geometry), 0);
    const natureShare = area((s) => s.goalClass === 'NS' || s.goalClass === 'NO') / area(() => true);
    expect(natureShare).toBeGreaterThanOrEqual(0.05);
    expect(natureShare).toBeLessThanOrEqual(0.1);
    for (const stand of plan.stands) {
      const { pine, spruce, deciduous } = stand.species;
      expect(pine + spruce + deciduous).toBe(100);
      expect(Math.min(pine, spruce, deciduous)).toBeGreaterThanOrEqual(0);
      expect(stand.siteIndex).toMatch(/^[TG]\d{2}$/);
      const expectedAction = {
        K1: ['Markberedning', 'Plantering'],
        R1: ['Röjning'],
        R2: ['Röjning'],
        G1: ['Gallring'],
        G2: ['Gallring'],
        S2: ['Slutavverkning'],
      }[stand.cuttingClass as string];
      if (expectedAction !== undefined) expect(expectedAction).toContain(stand.proposedAction);
      expect(stand.proposedYear === null).toBe(stand.proposedAction === 'Ingen');
      if (stand.cuttingClass === 'K1') expect(stand.volumePerHa).toBe(0);
      if (stand.cuttingClass === 'S2') {
        expect(stand.volumePerHa).toBeGreaterThanOrEqual(120);
        expect(stand.volumePerHa).toBeLessThanOrEqual(300);
      }
      if (stand.cuttingClass === 'S3') expect(['NS', 'NO']).toContain(stand.goalClass);
    }
    const ages = Object.fromEntries(plan.stands.map((stand) => [stand.cuttingClass, stand.age]));
    if (ages.R2 !== undefined && ages.S2 !== undefined) expect(ages.R2).toBeLessThan(ages.S2);
  });

  it('keeps vertex counts modest', () => {
    expect(positionsOf(plan.boundary).length).toBeLessThanOrEqual(spec.boundaryVertices + 1);
    for (const stand of plan.stands) expect(positionsOf(stand.geometry).length).toBeLessThan(60);
  });
});

it('gives every Karin estate 20–40 stands', () => {
  for (const designation of ['Uppsala Ekeby 2:7', 'Uppsala Viggeby 4:3']) {
    const spec = DEMO_ESTATES.find((candidate) => candidate.designation === designation);
    if (spec === undefined) throw new Error(designation);
    const count = demoEstatePlan(spec, areasOf(designation)).stands.length;
    expect(count).toBeGreaterThanOrEqual(20);
    expect(count).toBeLessThanOrEqual(40);
  }
});
