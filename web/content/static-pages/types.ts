/**
 * A static page as content, not markup: headings and paragraphs in the visitor's language. Texts may hold
 * `{placeholder}`s for settings (placeholders.ts) and `[a link](/pages/privacy)` to another page of the app.
 */

/** A question and its answer, for the FAQ. */
export interface Question {
  readonly q: string;
  readonly a: readonly Paragraph[];
}

/** Lines that belong together without bullets, such as an address. */
export interface Lines {
  readonly lines: readonly string[];
}

/** A paragraph (a string), a bulleted list (an array of items) or lines (an address). */
export type Paragraph = string | readonly string[] | Lines;

export type Block = Paragraph | Question;

export interface ContentSection {
  /** The section's anchor: stable, lowercase, the same in every locale. */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly Block[];
}

export interface StaticPageContent {
  readonly title: string;
  /** One or two sentences under the title: what the page is for. */
  readonly lead: string;
  /** Long pages show a table of contents of their sections. */
  readonly toc?: boolean;
  readonly sections: readonly ContentSection[];
}

export const isQuestion = (block: Block): block is Question => typeof block === 'object' && 'q' in block;

/** The texts of a paragraph: itself, a list's items or the lines. */
export const textsOfParagraph = (paragraph: Paragraph): readonly string[] =>
  typeof paragraph === 'string' ? [paragraph] : 'lines' in paragraph ? paragraph.lines : paragraph;
