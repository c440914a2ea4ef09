import { parse } from '@formatjs/icu-messageformat-parser';

/** The parts of an ESTree node the precompiler reads (rollup's `this.parse` gives them). */
interface Node {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly [key: string]: unknown;
}

/** The message catalogues: web/i18n/nl.ts, en.ts and their sub-catalogues (nl-account.ts, en-signup.ts…). */
export const CATALOGUE_FILE = /\/web\/i18n\/(nl|en)(-[a-z]+)?\.ts$/;

const objectsOf = (program: Node): Node[] =>
  (program.body as Node[]).flatMap((statement) => {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') return [];
    return (declaration.declarations as Node[]).map((declarator) => declarator.init as Node | null).filter((init): init is Node => init?.type === 'ObjectExpression');
  });

/**
 * A catalogue module with every message replaced by its ICU syntax tree (JSON), as react-intl takes them: the browser
 * then formats without the ICU parser (vite.config.ts resolves the parser to its no-parser build there). A message
 * that is not a plain string literal fails the build rather than the page.
 */
export function precompileCatalogue(code: string, program: Node, file: string): string {
  const replacements: { start: number; end: number; text: string }[] = [];
  for (const object of objectsOf(program)) {
    for (const property of object.properties as Node[]) {
      if (property.type === 'SpreadElement') continue;
      const value = property.value as Node;
      if (property.type !== 'Property' || value.type !== 'Literal' || typeof value.value !== 'string') {
        throw new Error(`${file}: a message must be a string literal (at ${code.slice(property.start, property.end).slice(0, 60)})`);
      }
      replacements.push({ start: value.start, end: value.end, text: JSON.stringify(parse(value.value)) });
    }
  }
  let result = code;
  for (const { start, end, text } of replacements.sort((a, b) => b.start - a.start)) result = result.slice(0, start) + text + result.slice(end);
  return result;
}
