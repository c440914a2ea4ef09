import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { ReactPage } from './react-page';
import { StackPage } from './stack-page';

/** The server-rendered documents: no script, React alone, and the stack; each names its client bundle. */
export function floorDocuments(): Record<'static' | 'react' | 'stack', string> {
  const sheet = new ServerStyleSheet();
  const stack = renderToString(sheet.collectStyles(<StackPage />));
  const styles = sheet.getStyleTags();
  sheet.seal();
  const react = renderToString(<ReactPage />);
  const doc = (body: string, head: string, script?: string) =>
    `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Floor</title><link rel="icon" href="data:,"><meta name="description" content="The floor of the stack">${head}</head><body><div id="root">${body}</div>${script ? `<script type="module" src="/${script}"></script>` : ''}</body></html>`;
  const plainStyle = '<style>body{font-family:sans-serif;margin:0 16px;color:#1b1b1f}</style>';
  return { static: doc(react, plainStyle), react: doc(react, plainStyle, 'react.js'), stack: doc(stack, styles, 'stack.js') };
}
