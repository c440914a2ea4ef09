/**
 * The server-rendered page paints before any script is fetched (issue 8, decision 0039).
 *
 * Vike ends the document with its entry `<script type="module" async>` and `<link rel="modulepreload">` tags, and the
 * page's head preloads its catalogue. A browser fetches all of them at once, at high priority, and runs them as soon
 * as they arrive, before its first paint when they arrive fast. Here those tags become a list (`#page_scripts`) and a
 * small inline starter that fetches them once the first paint and the page's first photos (those marked
 * `fetchpriority="high"`, the largest element) are on screen, so the photos have the network to themselves on a slow
 * phone.
 */

const ENTRY_SCRIPT = /<script src="([^"]+)" type="module" async nonce="([^"]*)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>\s*/g;
const BODY_END = '</body>';

/** What the starter needs: the entry to import and the modules to preload, in document order. */
export interface PageScripts {
  readonly entry: string;
  readonly preload: readonly string[];
}

/** The longest the starter waits for the paints: a page that never reports them, or a broken photo, still starts. */
export const PAINT_WAIT_MS = 2000;

/**
 * The starter. It waits until the browser has reported the page's first contentful paint and, when the page has
 * photos marked `fetchpriority="high"`, until one of them is reported on screen: by Element Timing (the photos carry
 * `elementtiming`) where the browser has it, else as the largest contentful paint or, for a photo smaller than the
 * text, once they are decoded and two frames have passed. Then it imports the entry and adds the preloads, one task
 * each. A paint is reported once it is on screen, a few frames after the page painted it: waiting for a frame alone
 * started scripts before the first paint counted. A browser without those reports waits a frame; a hidden tab paints
 * nothing and starts at once. Plain ES2020, no imports: it runs before anything else.
 */
const STARTER = `
const s = JSON.parse(document.getElementById('page_scripts').textContent);
const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
const supports = (type) => (PerformanceObserver.supportedEntryTypes || []).includes(type);
const reported = (type, test) => new Promise((r) => {
  if (!supports(type)) return frame().then(r);
  new PerformanceObserver((list, o) => { if (list.getEntries().some(test)) { o.disconnect(); r(); } }).observe({ type, buffered: true });
});
const photos = [...document.querySelectorAll('img[fetchpriority="high"]')];
const urls = photos.map((p) => p.currentSrc || p.src);
const isPhoto = (e) => urls.includes(e.url);
const painted = reported('paint', (e) => e.name === 'first-contentful-paint');
const shown = !photos.length ? null : supports('element')
  ? reported('element', isPhoto)
  : Promise.race([reported('largest-contentful-paint', isPhoto), Promise.all(photos.map((p) => p.decode().catch(() => null))).then(frame).then(frame)]);
const start = () => {
  import(s.entry);
  for (const href of s.preload) setTimeout(() => document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href })));
};
if (document.visibilityState === 'hidden') start();
else Promise.race([Promise.all([painted, shown]), new Promise((r) => setTimeout(r, ${PAINT_WAIT_MS}))]).then(start);
`
  .trim()
  .replace(/\n\s*/g, ' ');

/** JSON inside <script>: `<` escaped, so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The same tags, matched where their opening was found (`y`: at lastIndex only, no scan). */
const ENTRY_AT = new RegExp(ENTRY_SCRIPT.source, 'y');
const PRELOAD_AT = new RegExp(MODULE_PRELOAD.source, 'y');
/** How each tag begins: found by indexOf, far faster over a page than a regular expression's scan. */
const ENTRY_OPEN = '<script src="';
const PRELOAD_OPEN = '<link rel="modulepreload" href="';

/**
 * The document with its script and modulepreload tags replaced by the starter; unchanged when it has no Vike entry
 * script (a page rendered without JavaScript). One pass over the document (decision 0085: the page is ~56 KB, and
 * four regular-expression scans and two copies of it took ~0.2 ms of CPU): each tag's opening is found by indexOf,
 * the tag matched where it begins, the first entry script and every preload left out, the rest copied once.
 */
export function scriptsAfterFirstPaint(html: string): string {
  // From the end, where it is: includes() would read the whole page from its start.
  if (html.lastIndexOf(BODY_END) < 0) return html;
  let entry: { src: string; nonce: string } | undefined;
  const preload: string[] = [];
  const kept: string[] = [];
  let from = 0;
  let nextEntry = html.indexOf(ENTRY_OPEN);
  let nextPreload = html.indexOf(PRELOAD_OPEN);
  while (nextEntry >= 0 || nextPreload >= 0) {
    const isEntry = nextPreload < 0 || (nextEntry >= 0 && nextEntry < nextPreload);
    const at = isEntry ? nextEntry : nextPreload;
    let end = -1;
    if (isEntry) {
      // Only the first entry script is the page's; another stays where it is.
      if (!entry) {
        ENTRY_AT.lastIndex = at;
        const match = ENTRY_AT.exec(html);
        if (match) {
          entry = { src: match[1]!, nonce: match[2]! };
          end = ENTRY_AT.lastIndex;
        }
      }
      nextEntry = html.indexOf(ENTRY_OPEN, end >= 0 ? end : at + 1);
    } else {
      PRELOAD_AT.lastIndex = at;
      const match = PRELOAD_AT.exec(html);
      if (match) {
        preload.push(match[1]!);
        end = PRELOAD_AT.lastIndex;
      }
      nextPreload = html.indexOf(PRELOAD_OPEN, end >= 0 ? end : at + 1);
    }
    if (end >= 0) {
      kept.push(html.slice(from, at));
      from = end;
      // An opening inside the tag just left out is no tag of its own.
      if (nextEntry >= 0 && nextEntry < end) nextEntry = html.indexOf(ENTRY_OPEN, end);
      if (nextPreload >= 0 && nextPreload < end) nextPreload = html.indexOf(PRELOAD_OPEN, end);
    }
  }
  if (!entry) return html;
  kept.push(html.slice(from));
  const rest = kept.join('');
  const { src, nonce } = entry;
  const scripts: PageScripts = { entry: src, preload: [...new Set(preload)] };
  const at = rest.lastIndexOf(BODY_END);
  const starter =
    `<script id="page_scripts" type="application/json" nonce="${nonce}">${scriptJson(scripts)}</script>` +
    `<script type="module" nonce="${nonce}">${STARTER}</script>`;
  return rest.slice(0, at) + starter + rest.slice(at);
}

/** The scripts a served page starts, read back from its `#page_scripts` list (benchmarks, tests). */
export function pageScriptsOf(html: string): PageScripts | undefined {
  const list = /<script id="page_scripts" type="application\/json"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
  return list ? (JSON.parse(list) as PageScripts) : undefined;
}
