import { OFFLINE_SCRIPT, OFFLINE_TEXT, offlineHtml, offlinePolicy } from './offline-document';

describe('the offline page (issue 23)', () => {
  it('says in Dutch that she is offline, what still works, and offers to try again', () => {
    const html = offlineHtml();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<h1>Je bent offline</h1>');
    expect(html).toContain(`<h2>${OFFLINE_TEXT.worksTitle}</h2>`);
    for (const line of OFFLINE_TEXT.works) expect(html).toContain(`<li>${line}</li>`);
    // The link leads to the page's own address: the page she asked for, again.
    expect(html).toContain('<a class="retry" href="">Opnieuw proberen</a>');
    expect(html).toContain(`<script>${OFFLINE_SCRIPT}</script>`);
  });

  it('asks the network for nothing: no script, style, image or font from a file', () => {
    const html = offlineHtml();
    expect(html).not.toMatch(/<script[^>]*\ssrc=|<link[^>]*stylesheet|<img|url\(/);
    expect(offlinePolicy('abc=')).toContain("script-src 'sha256-abc='");
    expect(offlinePolicy('abc=')).toContain("default-src 'none'");
  });
});
