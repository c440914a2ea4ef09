import { describe, expect, it } from 'vitest';
import { pageScriptsOf, scriptsAfterFirstPaint } from './scripts-after-first-paint';

/** A page as Vike and the page's head write it: catalogue preloads in the head, the entry and its preloads at the end. */
const PAGE = `<!DOCTYPE html>
<html lang="nl">
  <head>
    <script nonce="n0nce">{const KEY = "hartslagEarlyInput"; addEventListener('click', () => {}, true);}</script>
    <link rel="modulepreload" href="/assets/chunks/nl.js"/><link rel="icon" href="/favicon.svg" type="image/svg+xml"/>
  </head>
  <body class="logged-out">
    <div id="root"><main><h1>Inloggen</h1><p>&lt;link rel=&quot;modulepreload&quot; href=&quot;/evil.js&quot;&gt;</p></main></div>
    <script id="vike_pageContext" type="application/json" nonce="n0nce">{"pageId":"/web/pages/login"}</script>
    <script src="/assets/entries/entry-client-routing.js" type="module" async nonce="n0nce"></script>
    <link rel="modulepreload" href="/assets/entries/web_pages_login.js" as="script" type="text/javascript">
    <link rel="modulepreload" href="/assets/chunks/nl.js" as="script" type="text/javascript">
    <link rel="modulepreload" href="/assets/chunks/react.js" as="script" type="text/javascript">
  </body>
</html>`;

describe('a page whose scripts start after its first paint', () => {
  const served = scriptsAfterFirstPaint(PAGE);

  it('has no script the parser would fetch: no <script src>, no modulepreload link', () => {
    expect(served).not.toMatch(/<script[^>]*\ssrc=/);
    expect(served).not.toMatch(/<link[^>]*rel="modulepreload"/);
  });

  it("lists the entry and every preload once, the head's first, for the starter", () => {
    expect(pageScriptsOf(served)).toEqual({
      entry: '/assets/entries/entry-client-routing.js',
      preload: ['/assets/chunks/nl.js', '/assets/entries/web_pages_login.js', '/assets/chunks/react.js'],
    });
  });

  it("runs the starter under the page's nonce, as the last thing in the body, after Vike's page context", () => {
    const starter = /<script type="module" nonce="n0nce">([^<]*)<\/script><\/body>/.exec(served);
    expect(starter?.[1]).toContain("import(s.entry)");
    expect(served.indexOf('id="vike_pageContext"')).toBeLessThan(served.indexOf('id="page_scripts"'));
  });

  it("keeps the page itself as it was, member text included, and the icon link", () => {
    expect(served).toContain('<main><h1>Inloggen</h1><p>&lt;link rel=&quot;modulepreload&quot; href=&quot;/evil.js&quot;&gt;</p></main>');
    expect(served).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
  });

  it("keeps the head's inline script that holds early taps (decision 0047) where it is, first, with its nonce", () => {
    expect(served).toContain(`<head>\n    <script nonce="n0nce">{const KEY = "hartslagEarlyInput";`);
  });

  it('leaves a page without an entry script (rendered without JavaScript) alone', () => {
    const plain = '<html><body><p>Redirecting</p><link rel="modulepreload" href="/a.js"></body></html>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
    expect(pageScriptsOf(plain)).toBeUndefined();
  });

  it('writes the list so no text in it can close its element', () => {
    const hostile = PAGE.replace('/assets/chunks/react.js', '/assets/chunks/</script><script>alert(1)</script>.js');
    expect(scriptsAfterFirstPaint(hostile)).not.toContain('</script><script>alert(1)');
  });
});
