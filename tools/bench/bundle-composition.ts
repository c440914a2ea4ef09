import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * What each chunk of the browser's build is made of, for the bundle report (`npm run bench:bundle`): the chunk's gzip
 * bytes split by the source each minified byte came from, as its source map says. Written by the client build to
 * `dist/bundle-composition.json`; the source maps themselves are not written (unless BUILD_PROFILE=1 asked for them).
 */
export const COMPOSITION_FILE = 'bundle-composition.json';

/** What a byte of a chunk is: our code, a library's, a message catalogue's, or code the bundler and Vike generated. */
export type SourceKind = 'product' | 'library' | 'catalogue' | 'generated';

export interface ChunkComposition {
  /** The chunk's bytes gzipped at level 9 (as the report measures it). */
  readonly gzip: number;
  /** The gzip bytes per source (`kind:name`: a file of ours relative to the root, a library's package name), summing to gzip. */
  readonly sources: Readonly<Record<string, number>>;
}

/** Per chunk file as the manifest names it (`assets/chunks/chunk-….js`). */
export type BundleComposition = Readonly<Record<string, ChunkComposition>>;

const CATALOGUE = /^web\/i18n\/locales\/[a-z]{2}\/[a-z-]+\.json$/;

/** `kind:name` of a source of the map: a library by its package, a file of ours by its path from the root. */
export function sourceKey(source: string | null, root: string): string {
  if (source === null) return 'generated:';
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope, name] = source.slice(modules + 'node_modules/'.length).split('/');
    return `library:${scope.startsWith('@') ? `${scope}/${name}` : scope}`;
  }
  const file = path.relative(root, source).split(path.sep).join('/');
  if (file.startsWith('..') || file.startsWith('\0') || source.includes('virtual:')) return 'generated:';
  return CATALOGUE.test(file) ? `catalogue:${file}` : `product:${file}`;
}

export const kindOf = (key: string): SourceKind => key.slice(0, key.indexOf(':')) as SourceKind;

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((character, index) => [character, index]));

/** The segments of a source map's `mappings`: per generated line, [column, source index or -1]. */
export function decodeMappings(mappings: string): [number, number][][] {
  const lines: [number, number][][] = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments: [number, number][] = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const character of segment) {
        const digit = DIGIT.get(character);
        if (digit === undefined) throw new Error(`not a base64 VLQ digit: ${character}`);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
          continue;
        }
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push([column, fields.length > 1 ? source : -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/**
 * A chunk's gzip bytes by source: the minified text of each source is gzipped on its own, and the shares are scaled
 * to the chunk's own gzip size (a source compresses worse alone than beside the others, so the raw sums are larger).
 */
export function composition(code: string, map: { readonly sources: readonly (string | null)[]; readonly mappings: string }, keyOf: (source: string | null) => string): ChunkComposition {
  const texts = new Map<string, string[]>();
  const add = (key: string, text: string) => (texts.get(key) ?? texts.set(key, []).get(key)!).push(text);
  const segments = decodeMappings(map.mappings);
  code.split('\n').forEach((line, index) => {
    const lineSegments = segments[index] ?? [];
    if (lineSegments.length === 0 || lineSegments[0][0] > 0) add('generated:', line.slice(0, lineSegments[0]?.[0] ?? line.length));
    lineSegments.forEach(([column, source], at) => add(source < 0 ? 'generated:' : keyOf(map.sources[source] ?? null), line.slice(column, lineSegments[at + 1]?.[0] ?? line.length)));
  });
  const gzip = gzipSync(code, { level: 9 }).length;
  const alone = [...texts].map(([key, parts]) => [key, gzipSync(parts.join(''), { level: 9 }).length] as const).filter(([, bytes]) => bytes > 20);
  const sum = alone.reduce((total, [, bytes]) => total + bytes, 0);
  return { gzip, sources: Object.fromEntries(alone.map(([key, bytes]) => [key, Math.round((bytes * gzip) / sum)])) };
}

/**
 * The client build makes hidden source maps, reads each chunk's composition from them and writes it to
 * dist/bundle-composition.json beside the manifest; the maps are dropped from the output unless BUILD_PROFILE=1.
 */
export function bundleComposition(keepMaps: boolean): Plugin {
  let result: Record<string, ChunkComposition> = {};
  return {
    name: 'hartslag:bundle-composition',
    apply: 'build',
    // After Vite's own rewrites of the chunks (the preload list of dynamic imports is added in its generateBundle).
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    configEnvironment: (name, config) => (name === 'client' ? { build: { sourcemap: config.build?.sourcemap || 'hidden' } } : undefined),
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const root = this.environment.config.root;
        result = {};
        for (const [fileName, output] of Object.entries(bundle)) {
          if (output.type !== 'chunk' || !output.map) continue;
          // A catalogue file's chunk (precompiled to syntax trees without a source map): all of it is that catalogue.
          const modules = output.moduleIds.map((id) => path.relative(root, id).split(path.sep).join('/'));
          if (modules.length === 1 && CATALOGUE.test(modules[0])) {
            result[fileName] = { gzip: gzipSync(output.code, { level: 9 }).length, sources: { [`catalogue:${modules[0]}`]: gzipSync(output.code, { level: 9 }).length } };
            continue;
          }
          const sources = output.map.sources.map((source) => (source ? path.resolve(root, path.dirname(path.join(this.environment.config.build.outDir, fileName)), source) : null));
          result[fileName] = composition(output.code, { sources, mappings: output.map.mappings }, (source) => sourceKey(source, root));
        }
        if (!keepMaps) for (const fileName of Object.keys(bundle)) if (fileName.endsWith('.map')) delete bundle[fileName];
      },
    },
    writeBundle() {
      const dist = path.dirname(path.resolve(this.environment.config.root, this.environment.config.build.outDir));
      mkdirSync(dist, { recursive: true });
      writeFileSync(path.join(dist, COMPOSITION_FILE), `${JSON.stringify(result)}\n`);
    },
  };
}
