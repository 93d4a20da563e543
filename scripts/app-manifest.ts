import type { ManifestOptions } from 'vite-plugin-pwa';

/** --color-brand in web/src/ui/tokens.css (and the theme-color in web/index.html). */
const BRAND = '#1d5a34';

/** The web app manifest: what a phone shows when the portal is kept on its home screen. */
export const appManifest: Partial<ManifestOptions> = {
  name: 'Skogsportalen',
  short_name: 'Skogsportalen',
  description: 'Medlemsportal för skogsägare: din skog, dina kontrakt och din ekonomi.',
  lang: 'sv',
  dir: 'ltr',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: BRAND,
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
