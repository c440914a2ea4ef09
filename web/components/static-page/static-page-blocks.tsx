import type { PlaceholderValues } from '../../content/static-pages/placeholders';
import { isQuestion, type Block, type ContentSection, type Paragraph } from '../../content/static-pages/types';
import { RichText } from './rich-text';

function ParagraphView({ paragraph, values }: { paragraph: Paragraph; values: PlaceholderValues }) {
  if (typeof paragraph === 'string') return <p><RichText text={paragraph} values={values} /></p>;
  if ('lines' in paragraph) {
    return (
      <p className="lines">
        {paragraph.lines.map((line) => (
          <span key={line}><RichText text={line} values={values} /></span>
        ))}
      </p>
    );
  }
  return (
    <ul>
      {paragraph.map((item) => (
        <li key={item}><RichText text={item} values={values} /></li>
      ))}
    </ul>
  );
}

function BlockView({ block, values }: { block: Block; values: PlaceholderValues }) {
  if (!isQuestion(block)) return <ParagraphView paragraph={block} values={values} />;
  return (
    <div className="question">
      <h3><RichText text={block.q} values={values} links={false} /></h3>
      {block.a.map((paragraph, i) => (
        <ParagraphView key={i} paragraph={paragraph} values={values} />
      ))}
    </div>
  );
}

/** One section of a static page: its heading and its paragraphs, lists and questions. */
export function StaticPageSection({ section, values }: { section: ContentSection; values: PlaceholderValues }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`}>
      <h2 id={`${section.id}-heading`}><RichText text={section.heading} values={values} links={false} /></h2>
      {section.blocks.map((block, i) => (
        <BlockView key={i} block={block} values={values} />
      ))}
    </section>
  );
}

/** The table of contents: a link to each section. */
export function TocList({ sections, values }: { sections: readonly ContentSection[]; values: PlaceholderValues }) {
  return (
    <ol>
      {sections.map((section) => (
        <li key={section.id}>
          <a href={`#${section.id}`}><RichText text={section.heading} values={values} links={false} /></a>
        </li>
      ))}
    </ol>
  );
}
