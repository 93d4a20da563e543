import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const ASSET_SOURCE = 'console.info("Skogsportalen");'.repeat(40);

/** A tiny stand-in for dist/web: an index.html with the placeholder, and one hashed, precompressed asset. */
export function webBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-build-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="sv"><head><title>x</title><!--runtime-config--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'app-3f9a.js'), ASSET_SOURCE);
  writeFileSync(join(dir, 'assets', 'app-3f9a.js.gz'), gzipSync(ASSET_SOURCE));
  return dir;
}
