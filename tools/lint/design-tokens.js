/**
 * ESLint rule (an error in eslint.config.js): the web layer takes every colour, font size, radius and shadow from web/theme's tokens (issue 27).
 * It reports, in string literals, template literals (styled-components' CSS) and JSX style objects:
 * - a literal colour: `#abc`, `#aabbcc`, `#aabbccdd`, `rgb(…)`/`rgba(…)`/`hsl(…)` with numbers;
 * - a literal font size, border radius or box shadow in px/rem/em (`font-size: 14px`, `border-radius: 8px`,
 *   `box-shadow: 0 1px 2px …`). Percentages, `0`, `inherit` and values from `${theme…}` pass.
 */
const COLOUR = /#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})(?![0-9a-zA-Z_-])|\b(?:rgba?|hsla?)\(\s*[\d.][^)]*\)?/g;
const CSS_LENGTH = /(?:^|[;{\s])(font-size|border-radius|box-shadow|font)\s*:\s*(?!\$\{)[^;${}]*?\d*\.?\d+(?:px|rem|em)\b/g;
const STYLE_KEYS = new Set(['fontSize', 'borderRadius', 'boxShadow', 'color', 'background', 'backgroundColor', 'borderColor', 'fill', 'stroke']);

/** Reports every literal colour and length in one piece of text (a string or a template's quasi). */
function check(context, node, text) {
  if (typeof text !== 'string' || text.length === 0) return;
  for (const colour of text.matchAll(COLOUR)) context.report({ node, messageId: 'colour', data: { found: colour[0] } });
  for (const length of text.matchAll(CSS_LENGTH)) context.report({ node, messageId: 'length', data: { property: length[1] } });
}

/** @type {import('eslint').Rule.RuleModule} */
const designTokens = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Colours, font sizes, radii and shadows come from web/theme tokens.' },
    messages: {
      colour: 'A literal colour ({{found}}): use a colour token of web/theme/theme.ts.',
      length: 'A literal {{property}}: use a token of web/theme/theme.ts (font.size, radius, shadow).',
    },
    schema: [],
  },
  create(context) {
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(context, node, node.value);
      },
      TemplateElement(node) {
        check(context, node, node.value.raw);
      },
      Property(node) {
        // style={{ fontSize: 14 }}: a number for a length, in a JSX style object.
        const key = node.key.type === 'Identifier' ? node.key.name : undefined;
        if (!key || !STYLE_KEYS.has(key)) return;
        if (node.value.type === 'Literal' && typeof node.value.value === 'number' && node.value.value !== 0 && key !== 'color') {
          context.report({ node, messageId: 'length', data: { property: key } });
        }
      },
    };
  },
};

export default { rules: { 'design-tokens': designTokens } };
