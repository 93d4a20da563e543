/** Breakpoints of SPEC 9, in CSS pixels. CSS media queries use these same numbers (checked by a test). */
export const breakpoints = {
  xxs: 0,
  xs: 414,
  sm: 768,
  md: 1024,
  lg: 1280,
  xl: 1440,
  xxl: 1919,
} as const;

/** Header height: 80 px from the lg breakpoint, 72 px below it. */
export const headerHeight = { belowLg: 72, fromLg: 80 } as const;

/** Stacking order. The warning banner sits at 1199 (SPEC 9), above everything but dialogs. */
export const zIndex = { header: 1000, panel: 1100, warningBanner: 1199, cookieBanner: 1300 } as const;

export const mediaFrom = (breakpoint: keyof typeof breakpoints): string =>
  `(min-width: ${breakpoints[breakpoint]}px)`;
