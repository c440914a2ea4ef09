import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildInputs, isBuildCurrent, sourceStamp, writeStamp } from './build-stamp';

describe('the build stamp', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const built = () => {
    write('dist/assets.json', '{}');
    write('dist/server/entry.mjs', '');
    mkdirSync(path.join(root, 'dist/client/assets'), { recursive: true });
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
    write('package.json', '{}');
    write('package-lock.json', '{}');
    write('vite.config.ts', 'export default {}');
    write('web/pages/index/+Page.tsx', 'page');
    write('domain/a.ts', 'a');
    write('bff/contract/c.ts', 'c');
    write('bff/http/server-only.ts', 'not built');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('hashes what the build reads: web/, domain/, bff/contract/, tools/build/ and the configuration, not the rest', () => {
    expect(buildInputs(root)).toEqual(['bff/contract/c.ts', 'domain/a.ts', 'package-lock.json', 'package.json', 'vite.config.ts', 'web/pages/index/+Page.tsx']);
    const before = sourceStamp(root, {});
    write('bff/http/server-only.ts', 'changed');
    write('test/x.test.ts', 'new');
    expect(sourceStamp(root, {})).toBe(before);
  });

  it.each([
    ['a page changes', () => write('web/pages/index/+Page.tsx', 'page!')],
    ['a page is added', () => write('web/pages/new/+Page.tsx', 'new')],
    ['the domain changes', () => write('domain/a.ts', 'b')],
    ['the lockfile changes', () => write('package-lock.json', '{"x":1}')],
    ['the vite config changes', () => write('vite.config.ts', 'export default { x: 1 }')],
    ['a file is renamed with the same bytes', () => {
      rmSync(path.join(root, 'domain/a.ts'));
      write('domain/b.ts', 'a');
    }],
  ])('changes when %s', (_, change) => {
    const before = sourceStamp(root, {});
    change();
    expect(sourceStamp(root, {})).not.toBe(before);
  });

  it('changes for a profiling build (BUILD_PROFILE)', () => {
    expect(sourceStamp(root, { BUILD_PROFILE: '1' })).not.toBe(sourceStamp(root, {}));
  });

  it('is current only for a whole build stamped with the sources as they are', () => {
    const stamp = sourceStamp(root, {});
    expect(isBuildCurrent(root, stamp)).toBe(false);
    built();
    expect(isBuildCurrent(root, stamp)).toBe(false);
    writeStamp(root, stamp);
    expect(isBuildCurrent(root, stamp)).toBe(true);
    write('web/pages/index/+Page.tsx', 'changed after the build');
    expect(isBuildCurrent(root, sourceStamp(root, {}))).toBe(false);
    rmSync(path.join(root, 'dist/server/entry.mjs'));
    expect(isBuildCurrent(root, stamp)).toBe(false);
  });
});
