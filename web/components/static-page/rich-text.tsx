import type { ReactNode } from 'react';
import { isBuilt } from '../../navigation/built-pages';
import type { PlaceholderValues } from '../../content/static-pages/placeholders';

/** `**bold**`, `[label](/path)` and `{placeholder}`, in that order of precedence. */
const TOKEN = /\*\*(.+?)\*\*|\[([^\]]+)\]\((\/[^)\s]*)\)|\{([a-z_]+)\}/g;

/** A phone number as a tel: link: digits and a leading + only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function placeholder(name: string, values: PlaceholderValues, key: string): ReactNode {
  if (!Object.hasOwn(values, name)) return `{${name}}`;
  const value = values[name as keyof PlaceholderValues];
  if (name === 'support_email') return <a key={key} href={`mailto:${value}`}>{value}</a>;
  if (name === 'support_phone') return <a key={key} href={telHref(value)}>{value}</a>;
  return value;
}

/**
 * A text of a static page as React elements, never as HTML: settings filled in, the support address and phone as
 * links, and links to other pages of the app only when they are built (decision 0016).
 */
export function RichText({ text, values, links = true }: { text: string; values: PlaceholderValues; links?: boolean }) {
  return <>{inline(text, values, links, 'r')}</>;
}

function inline(text: string, values: PlaceholderValues, links: boolean, prefix: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  let index = 0;
  for (const match of text.matchAll(TOKEN)) {
    const key = `${prefix}.${(index += 1)}`;
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const [, bold, label, href, name] = match;
    if (bold !== undefined) nodes.push(<strong key={key}>{inline(bold, values, links, key)}</strong>);
    else if (label !== undefined && href !== undefined) {
      const inner = inline(label, values, false, key);
      nodes.push(links && isBuilt(href) ? <a key={key} href={href}>{inner}</a> : <span key={key}>{inner}</span>);
    } else if (name !== undefined) nodes.push(placeholder(name, values, key));
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

