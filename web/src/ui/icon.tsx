const PATHS = {
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M6 6l12 12M18 6L6 18',
  bell: 'M18 16v-5a6 6 0 10-12 0v5l-2 2h16l-2-2zM10 20a2 2 0 004 0',
  cart: 'M3 4h2l2.4 11h10.2L20 7H6.3M9 20a1 1 0 100-2 1 1 0 000 2zm8 0a1 1 0 100-2 1 1 0 000 2z',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zm-7 8a7 7 0 0114 0',
  back: 'M15 18l-6-6 6-6',
  chevron: 'M9 6l6 6-6 6',
  tree: 'M12 2l6 9h-3l4 6H5l4-6H6l6-9zm0 15v5',
  warning: 'M12 3l10 18H2L12 3zm0 6v5m0 3v.5',
  info: 'M12 22a10 10 0 100-20 10 10 0 000 20zm0-11v6m0-9v.5',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1h5',
} as const;

export type IconName = keyof typeof PATHS;

/** A decorative line icon; the control it sits in carries the accessible name. */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
