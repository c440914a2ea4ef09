import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { StatementCard as Statement } from '../../components/static-page/statement-card';
import { Container, PageTitle } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';

/** When this statement was last checked against the site (update it with the statement). */
const CHECKED = new Date('2026-11-27T12:00:00Z');

/** The accessibility statement (issue 24), linked from the footer. */
export default observer(function AccessibilityPage() {
  const t = useT();
  const intl = useIntl();
  const settings = useStore().settings.settings;
  return (
    <Container>
      <Statement aria-labelledby="a11y-title">
        <PageTitle id="a11y-title">{t('a11y.title')}</PageTitle>
        <p>{t('a11y.intro', { name: settings.name })}</p>
        <h2>{t('a11y.measuresTitle')}</h2>
        <ul>
          <li>{t('a11y.measure1')}</li>
          <li>{t('a11y.measure2')}</li>
          <li>{t('a11y.measure3')}</li>
          <li>{t('a11y.measure4')}</li>
        </ul>
        <h2>{t('a11y.knownTitle')}</h2>
        <p>{t('a11y.known')}</p>
        <h2>{t('a11y.contactTitle')}</h2>
        <p>{intl.formatMessage({ id: 'a11y.contact' }, { email: <a href={`mailto:${settings.support_email}`}>{settings.support_email}</a> })}</p>
        <p className="checked">{t('a11y.checked', { date: CHECKED })}</p>
      </Statement>
    </Container>
  );
});
