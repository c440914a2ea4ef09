import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

/**
 * lucide-react's `createLucideIcon` for the browser's build (tools/build/client-trims.ts resolves the icons' import of
 * it here): the same `<svg>` as lucide-react's own, attribute for attribute, so what the server rendered with the
 * library hydrates without a difference, without the library's generic runtime (its context provider, class merging
 * and attribute renaming: ~0.6 KB gzip on every page). Only what the icons' props can ask for: `color`, `size`,
 * `width`, `height`, `strokeWidth`, `absoluteStrokeWidth`, `className`, children and any other SVG attribute.
 * `LucideProvider` is not used by the app; an icon under one would ignore it (icon-runtime.test.ts compares the two).
 */
type IconNode = readonly (readonly [string, Record<string, string>])[];

export interface IconData {
  readonly name?: string;
  readonly size?: number;
  readonly node: IconNode;
  readonly aliases?: readonly string[];
}

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  readonly size?: number | string;
  readonly absoluteStrokeWidth?: boolean;
  readonly children?: ReactNode;
}

const SIZE = 24;

/** Whether the icon says something itself (then it is not hidden from assistive technology), as lucide decides it. */
function speaks(props: Record<string, unknown>, children: ReactNode): boolean {
  if (children) return true;
  return Object.keys(props).some((key) => (key.startsWith('aria-') || key === 'role' || key === 'title') && props[key] != null);
}

/** lucide's class list: `lucide`, `lucide-<name>`, one per alias, then the given classes, each once. */
function classesOf(icon: IconData, className: string | undefined): string {
  const given = (className ?? '').split(/\s+/);
  return [...new Set(['lucide', ...(icon.name ? [`lucide-${icon.name}`] : []), ...(icon.aliases ?? []).filter((a) => a.trim()).map((a) => `lucide-${a}`), ...given])]
    .filter(Boolean)
    .join(' ');
}

export default function createLucideIcon(icon: IconData) {
  return forwardRef<SVGSVGElement, IconProps>(function LucideIcon({ color, size, width, height, strokeWidth, absoluteStrokeWidth, className, children, ...rest }, ref) {
    const w = width ?? size ?? SIZE;
    const stroke = strokeWidth ?? 2;
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: w,
        height: height ?? size ?? SIZE,
        viewBox: `0 0 ${icon.size ?? SIZE} ${icon.size ?? SIZE}`,
        fill: 'none',
        stroke: color || 'currentColor',
        strokeWidth: absoluteStrokeWidth ? (Number(stroke) * Number(icon.size ?? SIZE)) / Number(w) : stroke,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: classesOf(icon, className),
        ...(speaks(rest, children) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      [...icon.node.map(([tag, attrs]) => createElement(tag, attrs)), ...(Array.isArray(children) ? children : [children])],
    );
  });
}
