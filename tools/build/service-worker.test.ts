import { createHash } from 'node:crypto';
import type { OutputBundle } from 'rolldown';
import { OFFLINE_SCRIPT } from '../../web/pages/offline/offline-document';
import { entryFiles, workerFile } from './service-worker';

const chunk = (fileName: string, imports: string[], isEntry = false, css: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  isEntry,
  viteMetadata: { importedCss: new Set(css) },
});

describe('the service worker of the build (issue 23)', () => {
  it('precaches the browser entry with what it imports and the chunks every page loads, not one page’s own', () => {
    const bundle = {
      'assets/entries/entry-client-routing.a1.js': chunk('assets/entries/entry-client-routing.a1.js', ['assets/chunks/runtime.b2.js'], true, ['assets/static/app.d4.css']),
      'assets/chunks/runtime.b2.js': chunk('assets/chunks/runtime.b2.js', []),
      'assets/chunks/react.c3.js': chunk('assets/chunks/react.c3.js', ['assets/chunks/runtime.b2.js']),
      'assets/entries/web_pages_members.e5.js': chunk('assets/entries/web_pages_members.e5.js', ['assets/chunks/react.c3.js', 'assets/chunks/search.f6.js'], true),
      'assets/entries/web_pages_chats.g7.js': chunk('assets/entries/web_pages_chats.g7.js', ['assets/chunks/react.c3.js'], true),
      'assets/chunks/search.f6.js': chunk('assets/chunks/search.f6.js', []),
    } as unknown as OutputBundle;
    expect(entryFiles(bundle)).toEqual([
      'assets/chunks/react.c3.js',
      'assets/chunks/runtime.b2.js',
      'assets/entries/entry-client-routing.a1.js',
      'assets/static/app.d4.css',
    ]);
  });

  it('puts the build’s facts in front of the worker, with a version that changes with the worker, its shell or the offline page', () => {
    const file = workerFile('console.log(1)', ['/offline.html', '/assets/a.js'], '<html>');
    const facts = JSON.parse(/^var HARTSLAG_WORKER_BUILD=(.*);\n/.exec(file)![1]!) as { version: string; shell: string[]; offlinePage: string; offlinePolicy: string };
    expect(facts.shell).toEqual(['/offline.html', '/assets/a.js']);
    expect(facts.offlinePage).toBe('/offline.html');
    expect(facts.offlinePolicy).toContain(`'sha256-${createHash('sha256').update(OFFLINE_SCRIPT).digest('base64')}'`);
    expect(file.endsWith('\nconsole.log(1)')).toBe(true);
    const versionOf = (text: string) => /"version":"([0-9a-f]+)"/.exec(text)![1];
    expect(versionOf(workerFile('console.log(1)', ['/offline.html', '/assets/a.js'], '<html>'))).toBe(facts.version);
    expect(versionOf(workerFile('console.log(2)', ['/offline.html', '/assets/a.js'], '<html>'))).not.toBe(facts.version);
    expect(versionOf(workerFile('console.log(1)', ['/offline.html', '/assets/b.js'], '<html>'))).not.toBe(facts.version);
    expect(versionOf(workerFile('console.log(1)', ['/offline.html', '/assets/a.js'], '<html lang>'))).not.toBe(facts.version);
  });
});
