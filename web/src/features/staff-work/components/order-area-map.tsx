import { useId } from 'react';
import { extentOf, padExtent, type AreaGeometry, type Extent } from '#contracts/geometry';
import type { OrderLineArea } from '#contracts/staff-order-areas';
import { formatNumber } from '../../../lib/format';
import { staffWorkTexts } from '../staff-work.texts';
import styles from './order-area-map.module.css';

const texts = staffWorkTexts.order.map;

/** An SVG path of a polygon's rings, in a frame whose origin is the extent's north-west corner (y down). */
function pathOf(geometry: AreaGeometry, [minE, , , maxN]: Extent): string {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons
    .flat()
    .map((ring) => `M${ring.map(([e, n]) => `${(e - minE).toFixed(1)} ${(maxN - n).toFixed(1)}`).join('L')}Z`)
    .join('');
}

const centreOf = ([minE, minN, maxE, maxN]: Extent) => ({ e: (minE + maxE) / 2, n: (minN + maxN) / 2 });

/**
 * Where an order line's work is, north up: the estate's stands outlined, the ordered ones filled, the area
 * the member drew on top, with the ordered stands' numbers. Drawn from the order's own geometry, so the
 * errand needs no map library; the caption says in words what the picture shows.
 */
export function OrderAreaMap({ area }: { area: OrderLineArea }) {
  const captionId = useId();
  const shown = [...area.stands.map((stand) => stand.geometry), ...(area.drawn === null ? [] : [area.drawn])];
  const content = extentOf(shown);
  if (content === null) return null;
  const extent = padExtent(content, 0.05, 200);
  const [minE, minN, maxE, maxN] = extent;
  const width = maxE - minE;
  const height = maxN - minN;
  const ordered = area.stands.filter((stand) => stand.ordered);
  const focus = extentOf(area.drawn === null ? ordered.map((stand) => stand.geometry) : [area.drawn]);
  const centre = focus === null ? null : centreOf(focus);
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.map}
        viewBox={`0 0 ${width.toFixed(0)} ${height.toFixed(0)}`}
        role="img"
        aria-labelledby={captionId}
      >
        {area.stands.map((stand) => (
          <path
            key={stand.number}
            d={pathOf(stand.geometry, extent)}
            className={stand.ordered ? styles.ordered : styles.stand}
            fillRule="evenodd"
          />
        ))}
        {area.drawn !== null && (
          <path d={pathOf(area.drawn, extent)} className={styles.drawn} fillRule="evenodd" />
        )}
        {ordered.map((stand) => {
          const box = extentOf([stand.geometry]);
          if (box === null) return null;
          const { e, n } = centreOf(box);
          return (
            <text
              key={stand.number}
              x={e - minE}
              y={maxN - n}
              fontSize={Math.max(width, height) / 18}
              className={styles.label}
            >
              {stand.number}
            </text>
          );
        })}
      </svg>
      <figcaption id={captionId} className={styles.caption}>
        {area.drawn === null
          ? texts.standsCaption(area.estateDesignation)
          : texts.drawnCaption(area.estateDesignation)}{' '}
        {texts.across(formatNumber(Math.round(width / 10) * 10, 0))}
        {centre !== null &&
          ` ${texts.centre(formatNumber(Math.round(centre.n), 0), formatNumber(Math.round(centre.e), 0))}`}
      </figcaption>
    </figure>
  );
}
