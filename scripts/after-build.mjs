// After `vite build` and `tsc`: precompress the static files (served as-is by @fastify/static with
// preCompressed) and stamp the build so `npm start` knows it is current.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const COMPRESSIBLE = /\.(js|css|svg|json|txt|html|map)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

for (const file of files(join(dist, 'web'))) {
  if (!COMPRESSIBLE.test(file) || file.endsWith('index.html')) continue;
  const content = readFileSync(file);
  if (content.length < 512) continue;
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}
writeFileSync(join(dist, '.build-stamp'), new Date().toISOString() + '\n');
