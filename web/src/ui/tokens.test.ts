import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { breakpoints } from './tokens';

const WEB_SRC = join(import.meta.dirname, '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? cssFiles(join(dir, entry.name))
      : entry.name.endsWith('.css')
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('design tokens (docs/portal.md 7)', () => {
  it('every media query width in the stylesheets is one of the breakpoints', () => {
    const allowed = new Set<number>(Object.values(breakpoints));
    const widths = cssFiles(WEB_SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:min|max)-width:\s*(\d+)px/g)].map((match) => ({
        file,
        px: Number(match[1]),
      })),
    );
    expect(widths.length).toBeGreaterThan(0);
    for (const { file, px } of widths) expect(allowed.has(px), `${px}px in ${file}`).toBe(true);
  });

  it('header is 80 px from lg and 72 px below; the warning banner sits at z-index 1199', () => {
    const tokens = readFileSync(join(WEB_SRC, 'ui', 'tokens.css'), 'utf8');
    expect(tokens).toMatch(
      /--header-height: 72px;[\s\S]*@media \(min-width: 1280px\)[\s\S]*--header-height: 80px;/,
    );
    expect(tokens).toContain('--z-warning-banner: 1199;');
    expect(breakpoints).toEqual({ xxs: 0, xs: 414, sm: 768, md: 1024, lg: 1280, xl: 1440, xxl: 1919 });
  });
});
