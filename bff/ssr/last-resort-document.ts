import { lastResortTexts } from '../../web/signals/last-resort-texts';

/** What mount-ssr knows of Vike's answer to a page request. */
export interface RenderedPage {
  readonly pageId?: string | null;
  readonly errorWhileRendering?: unknown;
  readonly httpResponse: { readonly statusCode: number; readonly headers: readonly (readonly [string, string])[] };
}

/**
 * Vike's own answer when a page failed and so did the error page (or nothing could render at all): a 500 whose HTML is
 * an English "An error occurred." with no page behind it (no pageId). A page's JSON (`.pageContext.json`) is not.
 */
export function isErrorPageFailure(page: RenderedPage): boolean {
  const html = page.httpResponse.headers.some(([name, value]) => name.toLowerCase() === 'content-type' && value.startsWith('text/html'));
  return html && page.httpResponse.statusCode === 500 && page.errorWhileRendering != null && !page.pageId;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * SPEC §8 "failure of the error page shows 'An error occurred while showing the error page' and a link home", as the
 * server sends it in the visitor's language: a whole document of its own, with no script, no catalogue, no store and
 * no asset of the build (any of them may be what failed). Its look is the browser's last resort's (last-resort.tsx).
 * `requestId`: the failure's id for support (security notes: a generic message and a request id, never a stack).
 */
export function lastResortDocument(locale: string | undefined, requestId?: string): string {
  const words = lastResortTexts(locale);
  const text = escapeHtml(words.text);
  return `<!doctype html>
<html lang="${words.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text}</title>
<style>
body{margin:0;padding:0 16px;background:#f5f5f7;color:#1b1b1f;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}
main{max-width:560px;margin:64px auto;padding:24px;text-align:center;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(20,20,30,.08)}
h1{font-size:24px;line-height:1.3;margin:0 0 24px}
a{display:inline-block;min-height:24px;padding:10px 20px;border-radius:999px;background:#d50918;color:#fff;font-weight:600;text-decoration:none}
a:focus-visible{outline:3px solid #1eaddb;outline-offset:2px}
.id{margin:24px 0 0;font-size:12px;color:#5c5c66;font-family:ui-monospace,monospace}
</style>
</head>
<body>
<main data-signals="last-resort">
<h1>${text}</h1>
<a href="/">${escapeHtml(words.home)}</a>${requestId ? `\n<p class="id">${escapeHtml(requestId)}</p>` : ''}
</main>
</body>
</html>
`;
}
