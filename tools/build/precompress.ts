import { readdirSync, statSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { PRECOMPRESSED_TYPES } from '../../bff/ssr/precompressed';

/**
 * After `vite build`: every text file of dist/client (scripts, styles, the manifest, robots.txt, the service worker…)
 * of 1 KB or more gets a brotli (quality 11) and a gzip (level 9) copy beside it, `x.js.br` and `x.js.gz`, which the
 * server sends to browsers that accept them (bff/ssr/precompressed.ts). Made once here, never per request, on zlib's
 * thread pool, a file per core at a time (brotli at quality 11 is most of the time). Each copy is written under a
 * temporary name and renamed, so a server already running (`npm start` makes them after it listens, decision 0067)
 * never sends half a copy.
 */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : entry.isFile() ? [path.join(dir, entry.name)] : [],
  );
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function writeWhole(file: string, body: Buffer): Promise<void> {
  const partial = `${file}.partial`;
  await writeFile(partial, body);
  await rename(partial, file);
}

async function compress(file: string): Promise<{ raw: number; brotli: number }> {
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipped(body, { level: 9 }),
  ]);
  await Promise.all([writeWhole(`${file}.br`, br), writeWhole(`${file}.gz`, gz)]);
  return { raw: body.length, brotli: br.length };
}

export interface Precompressed {
  readonly count: number;
  readonly rawBytes: number;
  readonly brotliBytes: number;
}

/** Compresses the text files of `client` (dist/client), the largest first, `parallel` at a time. */
export async function precompressClient(client: string, parallel = Math.max(1, availableParallelism())): Promise<Precompressed> {
  // Each file's size read once; the largest first (popped from the end), so no core is left with one big file at the end.
  const queue = filesUnder(client)
    .filter((file) => PRECOMPRESSED_TYPES.has(path.extname(file)))
    .map((file) => ({ file, size: statSync(file).size }))
    .filter(({ size }) => size >= MIN_BYTES)
    .sort((a, b) => a.size - b.size)
    .map(({ file }) => file);
  const count = queue.length;
  let rawBytes = 0;
  let brotliBytes = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
        const sizes = await compress(file);
        rawBytes += sizes.raw;
        brotliBytes += sizes.brotli;
      }
    }),
  );
  return { count, rawBytes, brotliBytes };
}

export const describePrecompressed = ({ count, rawBytes, brotliBytes }: Precompressed) =>
  `precompressed ${count} files of dist/client: ${(rawBytes / 1024).toFixed(0)} KB, ${(brotliBytes / 1024).toFixed(0)} KB as brotli`;

// `npm run build`'s second step.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  console.log(describePrecompressed(await precompressClient(fileURLToPath(new URL('../../dist/client', import.meta.url)))));
}
