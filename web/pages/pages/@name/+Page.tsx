import { CalendarCheck, ChevronDown, LifeBuoy, Mail, Phone } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useData } from 'vike-react/useData';
import { Container } from '../../../components/ui';
import type { MessageKey } from '../../../i18n/message-key';
import { useT } from '../../../i18n/use-t';
import { isQuestion, type Block, type ContentSection, type Paragraph } from '../../../content/static-pages/types';
import type { PlaceholderValues } from '../../../content/static-pages/placeholders';
import type { StaticPageData } from './+data';
import { RichText, telHref } from './rich-text';
import { Article, Help, Layout, Toc, TocDetails } from './static-page-style';

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

function TocList({ sections, values }: { sections: readonly ContentSection[]; values: PlaceholderValues }) {
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

/** SPEC §2 static pages: terms, privacy, cookies, ban, return policy, faq and service, in the visitor's language. */
export default function StaticPage() {
  const { name, content, values, version } = useData<StaticPageData>();
  const t = useT();
  const intl = useIntl();
  return (
    <Container>
      <Layout $withToc={Boolean(content.toc)}>
        {content.toc && (
          // Beside the text from the large breakpoint on; below it, a folded list under the title (TocDetails).
          <Toc aria-labelledby="toc-heading">
            <p className="toc-title" id="toc-heading">{t('staticPages.contents')}</p>
            <TocList sections={content.sections} values={values} />
          </Toc>
        )}
        <Article aria-labelledby="static-page-title" data-page={name}>
          <header>
            <h1 id="static-page-title">{content.title}</h1>
            {version && (
              <p className="version">
                <CalendarCheck size={16} aria-hidden="true" />
                {intl.formatMessage(
                  { id: 'staticPages.version' satisfies MessageKey },
                  { date: <time key="date" dateTime={version.iso}>{version.text}</time> },
                )}
              </p>
            )}
            <p className="lead"><RichText text={content.lead} values={values} /></p>
            {content.toc && (
              <TocDetails>
                <summary>
                  {t('staticPages.contents')}
                  <ChevronDown className="chevron" size={18} aria-hidden="true" />
                </summary>
                <nav aria-label={t('staticPages.contents')}>
                  <TocList sections={content.sections} values={values} />
                </nav>
              </TocDetails>
            )}
          </header>
          {content.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`}><RichText text={section.heading} values={values} links={false} /></h2>
              {section.blocks.map((block, i) => (
                <BlockView key={i} block={block} values={values} />
              ))}
            </section>
          ))}
          {name !== 'service' && (
            <Help aria-labelledby="help-heading">
              <span className="mark" aria-hidden="true"><LifeBuoy size={24} /></span>
              <div>
                <h2 id="help-heading">{t('staticPages.helpTitle')}</h2>
                <p>{t('staticPages.helpText')}</p>
                <p className="ways">
                  <a href={`mailto:${values.support_email}`}><Mail size={16} aria-hidden="true" />{values.support_email}</a>
                  <a href={telHref(values.support_phone)}><Phone size={16} aria-hidden="true" />{values.support_phone}</a>
                </p>
              </div>
            </Help>
          )}
        </Article>
      </Layout>
    </Container>
  );
}
