import type { AreaGeometry, Point, Position } from '#contracts/geometry';
import styles from '../staff-work.module.css';

const MARGIN_METRES = 60;
const SIZE = 320;

const ringsOf = (boundary: AreaGeometry | null): Position[][] =>
  boundary === null ? [] : boundary.type === 'Polygon' ? boundary.coordinates : boundary.coordinates.flat();

/**
 * The point on the estate as a small static picture: the estate's boundary as a line and the point as a
 * dot, north up. Cheap where the workspace needs no map library, and readable without one.
 */
export function ObservationPointMap({
  point,
  boundary,
  label,
}: {
  point: Point;
  boundary: AreaGeometry | null;
  label: string;
}) {
  const rings = ringsOf(boundary);
  const [pe, pn] = point.coordinates;
  const positions = [point.coordinates, ...rings.flat()];
  const easts = positions.map(([east]) => east);
  const norths = positions.map(([, north]) => north);
  const minE = Math.min(...easts) - MARGIN_METRES;
  const maxE = Math.max(...easts) + MARGIN_METRES;
  const minN = Math.min(...norths) - MARGIN_METRES;
  const maxN = Math.max(...norths) + MARGIN_METRES;
  const scale = SIZE / Math.max(maxE - minE, maxN - minN);
  const x = (east: number): number => (east - minE) * scale;
  const y = (north: number): number => (maxN - north) * scale;
  return (
    <svg
      className={styles.pointMap}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${String((maxE - minE) * scale)} ${String((maxN - minN) * scale)}`}
    >
      {rings.map((ring, index) => (
        <polygon
          key={index}
          points={ring.map(([east, north]) => `${String(x(east))},${String(y(north))}`).join(' ')}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
        />
      ))}
      <circle cx={x(pe)} cy={y(pn)} r={9} fill="#b3261e" stroke="#fff" strokeWidth={3} />
    </svg>
  );
}
