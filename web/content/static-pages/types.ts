/**
 * A static page as content, not markup: headings and paragraphs in the visitor's language. Texts may hold
 * `{placeholder}`s for settings (placeholders.ts) and `[a link](/pages/privacy)` to another page of the app.
 */

/** A question and its answer, for the FAQ. */
export interface Question {
  readonly q: string;
  readonly a: readonly Paragraph[];
}

/** A paragraph (a string) or a bulleted list (an array of items). */
export type Paragraph = string | readonly string[];

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
