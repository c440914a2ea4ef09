import { useData } from 'vike-react/useData';
import { StaticPageSection } from '../../../components/static-page/static-page-blocks';
import { StaticPageHeader, StaticPageToc } from '../../../components/static-page/static-page-header';
import { StaticPageHelp } from '../../../components/static-page/static-page-help';
import { Article, Layout } from '../../../components/static-page/static-page-style';
import { Container } from '../../../components/ui';
import type { StaticPageData } from './+data';

/** SPEC §2 static pages: terms, privacy, cookies, ban, return policy, faq and service, in the visitor's language. */
export default function StaticPage() {
  const { name, content, values, version } = useData<StaticPageData>();
  return (
    <Container>
      <Layout $withToc={Boolean(content.toc)}>
        {content.toc && <StaticPageToc content={content} values={values} />}
        <Article aria-labelledby="static-page-title" data-page={name}>
          <StaticPageHeader content={content} values={values} version={version} />
          {content.sections.map((section) => (
            <StaticPageSection key={section.id} section={section} values={values} />
          ))}
          {name !== 'service' && <StaticPageHelp values={values} />}
        </Article>
      </Layout>
    </Container>
  );
}
