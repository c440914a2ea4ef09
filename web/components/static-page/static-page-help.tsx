import { LifeBuoy, Mail, Phone } from 'lucide-react';
import type { PlaceholderValues } from '../../content/static-pages/placeholders';
import { useT } from '../../i18n/use-t';
import { telHref } from './rich-text';
import { Help } from './static-page-style';

/** The way to a person at the end of every page but the support page itself: mail and phone. */
export function StaticPageHelp({ values }: { values: PlaceholderValues }) {
  const t = useT();
  return (
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
  );
}
