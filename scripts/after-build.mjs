// After `vite build` and `tsc`: precompress the static files (served as-is by @fastify/static with
// preCompressed) and stamp the build so `npm start` knows it is current.
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
// Source maps are left as they are: only a developer's tools fetch them, and they are most of the bytes.
const COMPRESSIBLE = /\.(js|css|svg|json|txt|html)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

// zlib's asynchronous calls run on libuv's thread pool: every core compresses at once.
async function precompress(file) {
  const content = await readFile(file);
  if (content.length < 512) return;
  await Promise.all([
    gzipAsync(content, { level: 9 }).then((zipped) => writeFile(`${file}.gz`, zipped)),
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).then((compressed) =>
      writeFile(`${file}.br`, compressed),
    ),
  ]);
}

const started = Date.now();
const served = [...files(join(dist, 'web'))].filter(
  (file) => COMPRESSIBLE.test(file) && !file.endsWith('index.html'),
);
await Promise.all(served.map(precompress));
writeFileSync(join(dist, '.build-stamp'), new Date().toISOString() + '\n');
console.log(`Precompressed ${String(served.length)} files in ${String(Date.now() - started)} ms.`);
