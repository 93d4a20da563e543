import { styleFor } from '../layers/style-table';

const POINT_PATHS = {
  square: 'M6 2h8v8H6z',
  diamond: 'M10 0l6 6-6 6-6-6z',
  triangle: 'M10 1l7 11H3z',
} as const;

/** A legend swatch drawn from the same style table as the map. */
export function Swatch({ styleKey }: { styleKey: string }) {
  const style = styleFor(styleKey);
  return (
    <svg width="28" height="18" viewBox="0 0 20 12" aria-hidden="true" focusable="false">
      {style.kind === 'area' && (
        <>
          <rect x="1" y="1" width="18" height="10" fill="#ffffff" />
          <rect
            x="1"
            y="1"
            width="18"
            height="10"
            fill={style.fill}
            stroke={style.stroke}
            strokeWidth={Math.min(style.strokeWidth, 2)}
            strokeDasharray={style.dash?.map((part) => part / 3).join(' ')}
          />
          {style.hatch === true && (
            <path d="M1 9l8-8M7 11l10-10M13 11l6-6" stroke={style.stroke} strokeWidth="0.8" />
          )}
        </>
      )}
      {style.kind === 'line' && (
        <path
          d="M1 6h18"
          stroke={style.stroke}
          strokeWidth={style.strokeWidth}
          strokeDasharray={style.dash?.join(' ')}
        />
      )}
      {style.kind === 'point' &&
        (style.shape === 'circle' ? (
          <circle cx="10" cy="6" r="4.5" fill={style.fill} stroke="#555" strokeWidth="0.8" />
        ) : (
          <path d={POINT_PATHS[style.shape]} fill={style.fill} stroke="#555" strokeWidth="0.8" />
        ))}
    </svg>
  );
}
