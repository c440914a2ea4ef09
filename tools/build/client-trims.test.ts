import { ChevronLeft, Heart, Lock, MessageCircle, SearchX, type LucideIcon } from 'lucide-react';
import * as chevronLeftModule from 'lucide-react/dist/esm/icons/chevron-left.mjs';
import * as heartModule from 'lucide-react/dist/esm/icons/heart.mjs';
import * as lockModule from 'lucide-react/dist/esm/icons/lock.mjs';
import * as messageCircleModule from 'lucide-react/dist/esm/icons/message-circle.mjs';
import * as searchXModule from 'lucide-react/dist/esm/icons/search-x.mjs';
import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { compile, middleware, prefixer as realPrefixer, serialize, stringify } from 'stylis';
import { describe, expect, it } from 'vitest';
import { clientTrims, LUCIDE_ICON_FILE, STYLIS_FILE } from './client-trims';
import createLucideIcon, { type IconData } from './lucide-icon';
import { prefixer } from './stylis-without-prefixer';

type Props = ComponentProps<LucideIcon>;

/** The data each icon module hands `createLucideIcon` (lucide's types do not declare the export). */
const dataOf = (module: unknown) => (module as { __iconData: IconData }).__iconData;
const [chevronLeft, heart, lock, messageCircle, searchX] = [chevronLeftModule, heartModule, lockModule, messageCircleModule, searchXModule].map(dataOf);

const PROPS: readonly Props[] = [
  {},
  { size: 20, 'aria-hidden': 'true' },
  { size: 56 },
  { size: 22, className: 'icon  lucide extra', strokeWidth: 2.5 },
  { role: 'img', 'aria-label': 'Toneel' },
  { color: '#e11d48', width: 30, height: 18 },
  { size: 48, absoluteStrokeWidth: true, strokeWidth: 1.5 },
  { size: '1.5em', style: { verticalAlign: 'middle' } },
];

const ICONS: readonly [LucideIcon, IconData][] = [
  [ChevronLeft, chevronLeft],
  [Heart, heart],
  [Lock, lock],
  [MessageCircle, messageCircle],
  [SearchX, searchX],
];

describe("the browser build's lucide icon runtime (tools/build/lucide-icon.ts)", () => {
  it('renders the same <svg> as lucide-react for every prop the app passes', () => {
    for (const [Library, data] of ICONS) {
      const Ours = createLucideIcon(data);
      for (const props of PROPS) {
        expect(renderToStaticMarkup(createElement(Ours, props as never)), `${data.name} ${JSON.stringify(props)}`).toBe(
          renderToStaticMarkup(createElement(Library, props)),
        );
      }
    }
  });

  it('keeps a title given as a child, and then does not hide the icon', () => {
    const Ours = createLucideIcon(heart);
    const title = createElement('title', { key: 't' }, 'Like');
    expect(renderToStaticMarkup(createElement(Ours, null, title))).toBe(renderToStaticMarkup(createElement(Heart, null, title)));
    expect(renderToStaticMarkup(createElement(Ours, null, title))).not.toContain('aria-hidden');
  });
});

describe("the browser build's stylis (tools/build/stylis-without-prefixer.ts)", () => {
  const css = '.a{display:flex;user-select:none;&:hover{appearance:none;}}@keyframes k{from{opacity:0}}';

  it('serialises as stylis does without the prefixer (styled-components 6 by default)', () => {
    expect(serialize(compile(css), middleware([prefixer, stringify]))).toBe(serialize(compile(css), stringify));
  });

  it('would leave rules unprefixed where the real prefixer adds prefixes', () => {
    expect(serialize(compile(css), middleware([realPrefixer, stringify]))).toContain('-webkit-user-select');
    expect(serialize(compile(css), middleware([prefixer, stringify]))).not.toContain('-webkit-');
  });
});

describe('clientTrims', () => {
  const plugin = clientTrims();
  const resolve = (source: string, importer: string) => (plugin.resolveId as (s: string, i: string) => string | null)(source, importer);

  it("sends lucide icons' runtime and styled-components' stylis to the trimmed modules, and nothing else", () => {
    expect(resolve('../createLucideIcon.mjs', '/app/node_modules/lucide-react/dist/esm/icons/lock.mjs')).toBe(LUCIDE_ICON_FILE);
    expect(resolve('stylis', '/app/node_modules/styled-components/dist/styled-components.browser.esm.js')).toBe(STYLIS_FILE);
    expect(resolve('stylis', '/app/tools/build/stylis-without-prefixer.ts')).toBeNull();
    expect(resolve('../createLucideIcon.mjs', '/app/node_modules/lucide-react/dist/esm/lucide-react.mjs')).toBeNull();
  });

  it('applies to the browser build only', () => {
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect(plugin.apply).toBe('build');
    expect(applies({ name: 'client' })).toBe(true);
    expect(applies({ name: 'ssr' })).toBe(false);
  });
});
