/**
 * Breakpoints (docs/portal.md 7) in px. CSS cannot read variables in media queries, so the stylesheets
 * write these numbers out; a test checks that every media query uses one of them. The other tokens
 * (header heights, z-indexes, colours) are CSS variables in tokens.css.
 */
export const breakpoints = {
  xxs: 0,
  xs: 414,
  sm: 768,
  md: 1024,
  lg: 1280,
  xl: 1440,
  xxl: 1919,
} as const;
