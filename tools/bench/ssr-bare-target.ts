import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, StrictMode, type ComponentType, type ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { repoRoot, serveUntilStopped } from './target-process';

/**
 * The floor for GET /members/@id: node:http and React's renderToString of the very component tree the server renders
 * for that page, with the data fixed. No express, no bff, no Vike, no database.
 *
 * - The components come from the production build (BENCH_APP_ROOT/dist/server/entries/…members…@id…mjs), not from
 *   web/ through tsx: the same compiled code as the server's, the same styled-components instance the build bundles,
 *   so the same class names, and the markup can be compared byte for byte.
 * - The tree is vike-react's own (its getPageElement: StrictMode, the page context provider, the Wrappers of
 *   +Wrapper.tsx and vike-react-styled-components, +Layout.tsx, +Page.tsx), the store is built per request by the
 *   page's own +onCreatePageContext.server.ts from the snapshot, and the styles are collected by the build's
 *   vike-react-styled-components hook, as on the server.
 * - The data is fixed: BENCH_SSR_FIXTURE holds the snapshot (user, settings, visitor, counts, locale) and +data's
 *   result as the server serialised them into the page for the same member and profile. Nothing is loaded per request.
 * - The answer: the document vike-react writes (lang, title, viewport, +Head, the style tags, <div id="root">), and the
 *   same data serialised for hydration, without the <script>/<link> tags of the client entry and without the
 *   attributes global configs put on <html>, <body> and the root <div> (+bodyAttributes…: Vike keeps global configs
 *   out of the page's entry).
 */
const appRoot = process.env.BENCH_APP_ROOT;
const fixtureFile = process.env.BENCH_SSR_FIXTURE;
if (!appRoot || !fixtureFile) throw new Error('BENCH_APP_ROOT and BENCH_SSR_FIXTURE must be set');

interface Fixture {
  readonly pageId: string;
  readonly routeParams: Record<string, string>;
  readonly snapshot: {
    readonly user: unknown;
    readonly settings: unknown;
    readonly visitor: unknown;
    readonly counts: unknown;
    readonly chats: unknown;
    readonly locale: string;
    readonly timeBonus?: unknown;
    readonly renderedAt?: number;
  };
  readonly data: unknown;
}
const fixture = JSON.parse(readFileSync(fixtureFile, 'utf8')) as Fixture;

/** One value of the build's `configValuesSerialized`, as Vike stores it for a page. */
type SerializedValue =
  | { type: 'plus-file'; exportValues: Record<string, unknown> }
  | { type: 'pointer-import'; value: unknown }
  | { type: 'js-serialized'; value: unknown };
type ConfigValues = Record<string, { type: string; valueSerialized: SerializedValue | SerializedValue[] }>;

const PAGE_FILE = `${fixture.pageId}/+Page.tsx`;
const entriesDir = path.join(appRoot, 'dist', 'server', 'entries');
const entryFile = readdirSync(entriesDir).find((file) => file.endsWith('.mjs') && readFileSync(path.join(entriesDir, file), 'utf8').includes(`"${PAGE_FILE}"`));
if (!entryFile) throw new Error(`no server entry in ${entriesDir} defines ${PAGE_FILE}`);
const { configValuesSerialized } = (await import(pathToFileURL(path.join(entriesDir, entryFile)).href)) as { configValuesSerialized: ConfigValues };
// Not exported by vike-react: the tree its onRenderHtml renders, taken from the same installed copy.
const { getPageElement } = (await import(pathToFileURL(path.join(repoRoot, 'node_modules/vike-react/dist/integration/getPageElement.js')).href)) as {
  getPageElement(pageContext: object): { page: ReactElement };
};

const valueOf = (name: string, serialized: SerializedValue): unknown => {
  if (serialized.type !== 'plus-file') return serialized.value;
  return 'default' in serialized.exportValues ? serialized.exportValues.default : serialized.exportValues[name];
};
const one = <T,>(name: string): T | undefined => {
  const entry = configValuesSerialized[name];
  if (!entry) return undefined;
  return valueOf(name, entry.valueSerialized as SerializedValue) as T;
};
const all = <T,>(name: string): T[] => {
  const entry = configValuesSerialized[name];
  if (!entry) return [];
  return (Array.isArray(entry.valueSerialized) ? entry.valueSerialized : [entry.valueSerialized]).map((value) => valueOf(name, value) as T);
};

type Hook = (pageContext: PageContext) => unknown;
interface PageContext extends Record<string, unknown> {
  styledComponents?: { sheet?: { getStyleElement(): ReactElement[]; seal(): void } };
}

const Page = one<ComponentType>('Page');
if (!Page) throw new Error(`${entryFile} has no Page`);
const config = {
  Layout: all<ComponentType>('Layout'),
  Wrapper: all<ComponentType>('Wrapper'),
  Loading: one('Loading'),
  Head: all<ComponentType>('Head'),
  bare: one<boolean>('bare'),
  reactStrictMode: one<boolean>('reactStrictMode'),
};
const onCreatePageContext = all<Hook>('onCreatePageContext');
const onBeforeRenderHtml = all<Hook>('onBeforeRenderHtml');
const title = one<(pageContext: PageContext) => string>('title');
const lang = one<(pageContext: PageContext) => string>('lang');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** The page data for hydration, serialised per request as the server does (plain JSON here: the floor). */
const hydrationJson = () =>
  JSON.stringify({ snapshot: fixture.snapshot, pageId: fixture.pageId, routeParams: fixture.routeParams, data: fixture.data })
    .replace(/</g, '\\u003c')
    .replace(/\//g, '\\/');

/** The services +onCreatePageContext.server.ts asks for, answering from the fixture. */
const services = {
  user: fixture.snapshot.user,
  settings: fixture.snapshot.settings,
  visitor: fixture.snapshot.visitor,
  counts: async () => fixture.snapshot.counts,
  timeBonus: async () => fixture.snapshot.timeBonus ?? null,
  now: fixture.snapshot.renderedAt,
};

async function render(req: IncomingMessage): Promise<string> {
  const url = new URL(req.url ?? '/', 'http://bare');
  const pageContext: PageContext = {
    Page,
    config,
    pageId: fixture.pageId,
    urlOriginal: req.url,
    urlPathname: url.pathname,
    urlParsed: { pathname: url.pathname, search: Object.fromEntries(url.searchParams), searchAll: {}, hash: '', href: url.href, origin: null },
    routeParams: fixture.routeParams,
    headers: req.headers,
    isClientSide: false,
    services,
    data: fixture.data,
  };
  for (const hook of onCreatePageContext) await hook(pageContext);
  for (const hook of onBeforeRenderHtml) await hook(pageContext);
  const body = renderToString(getPageElement(pageContext).page);
  const sheet = pageContext.styledComponents?.sheet;
  // What vike-react-styled-components' onAfterRenderHtml hands vike-react as a Head element, rendered as vike-react does.
  const styles = sheet ? renderToStaticMarkup(createElement(StrictMode, null, sheet.getStyleElement())) : '';
  sheet?.seal();
  const head = config.Head.map((Head) =>
    renderToStaticMarkup(createElement(StrictMode, null, createElement(VikeReactProviderPageContext, { pageContext: pageContext as never, children: createElement(Head) }))),
  ).join('\n');
  const titleText = escapeHtml(title?.(pageContext) ?? '');
  return `<!DOCTYPE html>
<html lang="${escapeHtml(lang?.(pageContext) ?? 'en')}">
<head>
<meta charset="UTF-8" />
<title>${titleText}</title><meta property="og:title" content="${titleText}" />
<meta name="viewport" content="width=device-width,initial-scale=1">
${head}
${styles}
</head>
<body>
<div id="root">${body}</div>
<script id="vike_pageContext" type="application/json">${hydrationJson()}</script>
</body>
</html>`;
}

function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) });
  res.end(html);
}

await serveUntilStopped(async () => {
  const inFlight = new Set<Promise<void>>();
  const http = createServer((req, res) => {
    if (req.method !== 'GET') return send(res, 405, 'method not allowed');
    const handling = render(req).then(
      (html) => send(res, 200, html),
      (error: unknown) => {
        console.error(error);
        if (!res.headersSent) send(res, 500, 'internal error');
      },
    );
    inFlight.add(handling);
    void handling.finally(() => inFlight.delete(handling));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await Promise.allSettled(inFlight);
    },
  };
});
