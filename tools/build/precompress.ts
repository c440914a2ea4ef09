import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PRECOMPRESSED_TYPES } from '../../bff/ssr/precompressed';

/**
 * After `vite build`: every text file of dist/client (scripts, styles, the manifest, robots.txt, the service worker…)
 * of 1 KB or more gets a brotli (quality 11) and a gzip (level 9) copy beside it, `x.js.br` and `x.js.gz`, which the
 * server sends to browsers that accept them (bff/ssr/precompressed.ts). Made once here, never per request.
 */
const client = fileURLToPath(new URL('../../dist/client', import.meta.url));
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : entry.isFile() ? [path.join(dir, entry.name)] : [],
  );
}

let raw = 0;
let brotli = 0;
let count = 0;
for (const file of filesUnder(client)) {
  if (!PRECOMPRESSED_TYPES.has(path.extname(file)) || statSync(file).size < MIN_BYTES) continue;
  const body = readFileSync(file);
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  raw += body.length;
  brotli += br.length;
  count += 1;
}
console.log(`precompressed ${count} files of dist/client: ${(raw / 1024).toFixed(0)} KB, ${(brotli / 1024).toFixed(0)} KB as brotli`);
