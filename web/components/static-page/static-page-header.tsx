import { CalendarCheck, ChevronDown } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { PlaceholderValues } from '../../content/static-pages/placeholders';
import type { StaticPageContent } from '../../content/static-pages/types';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { RichText } from './rich-text';
import { TocList } from './static-page-blocks';
import { Toc, TocDetails } from './static-page-style';

/** The page's version date, when it has one. */
export type StaticPageVersion = { readonly iso: string; readonly text: string };

/** Beside the text from the large breakpoint on; below it, a folded list under the title (StaticPageHeader). */
export function StaticPageToc({ content, values }: { content: StaticPageContent; values: PlaceholderValues }) {
  const t = useT();
  return (
    <Toc aria-labelledby="toc-heading">
      <p className="toc-title" id="toc-heading">{t('staticPages.contents')}</p>
      <TocList sections={content.sections} values={values} />
    </Toc>
  );
}

/** The title, the version date, the lead and, below the large breakpoint, the folded table of contents. */
export function StaticPageHeader({ content, values, version }: { content: StaticPageContent; values: PlaceholderValues; version?: StaticPageVersion | null }) {
  const t = useT();
  const intl = useIntl();
  return (
    <header>
      <h1 id="static-page-title">{content.title}</h1>
      {version && (
        <p className="version">
          <CalendarCheck size={16} aria-hidden="true" />
          {intl.formatMessage({ id: 'staticPages.version' satisfies MessageKey }, { date: <time key="date" dateTime={version.iso}>{version.text}</time> })}
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
  );
}
