import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { PRECOMPRESSED_TYPES } from '../../bff/ssr/precompressed';

/**
 * After `vite build`: every text file of dist/client (scripts, styles, the manifest, robots.txt, the service worker…)
 * of 1 KB or more gets a brotli (quality 11) and a gzip (level 9) copy beside it, `x.js.br` and `x.js.gz`, which the
 * server sends to browsers that accept them (bff/ssr/precompressed.ts). Made once here, never per request, on zlib's
 * thread pool, a file per core at a time (brotli at quality 11 is most of the time: `npm start` waits for it on a
 * fresh clone).
 */
const client = fileURLToPath(new URL('../../dist/client', import.meta.url));
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : entry.isFile() ? [path.join(dir, entry.name)] : [],
  );
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function compress(file: string): Promise<{ raw: number; brotli: number }> {
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipped(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return { raw: body.length, brotli: br.length };
}

// Each file's size read once; the largest first (popped from the end), so no core is left with one big file at the end.
const queue = filesUnder(client)
  .filter((file) => PRECOMPRESSED_TYPES.has(path.extname(file)))
  .map((file) => ({ file, size: statSync(file).size }))
  .filter(({ size }) => size >= MIN_BYTES)
  .sort((a, b) => a.size - b.size)
  .map(({ file }) => file);
const count = queue.length;
let raw = 0;
let brotliBytes = 0;
await Promise.all(
  Array.from({ length: Math.max(1, availableParallelism()) }, async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const sizes = await compress(file);
      raw += sizes.raw;
      brotliBytes += sizes.brotli;
    }
  }),
);
console.log(`precompressed ${count} files of dist/client: ${(raw / 1024).toFixed(0)} KB, ${(brotliBytes / 1024).toFixed(0)} KB as brotli`);
