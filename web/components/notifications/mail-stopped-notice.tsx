import { MailX } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { useSavedToast } from './saved-toast';
import type { NotificationPreferences } from '../../stores/notification-preferences';
import { Button } from '../ui';

const Box = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space(1.5)};
  align-items: flex-start;
  margin-bottom: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(2)};
  border-radius: ${(p) => p.theme.radius.card};
  border: 1px solid ${(p) => p.theme.colors.warningBorder};
  background: ${(p) => p.theme.colors.warningSoft};
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => p.theme.font.size.body};
  > svg {
    flex: none;
    margin-top: 2px;
    color: ${(p) => p.theme.colors.warning};
  }
  h3 {
    margin: 0 0 4px;
    font-size: ${(p) => p.theme.font.size.md};
  }
  p {
    margin: 0 0 8px !important;
  }
  ul {
    margin: 0 0 8px;
    padding-left: 20px;
  }
  a {
    color: inherit;
    font-weight: 700;
  }
  button {
    margin-top: 4px;
  }
`;

/**
 * SPEC §4: her mail is stopped by a complaint (fbl), a bounce or an unsubscribe. Says why, and offers the way out:
 * turning it back on (which undoes a complaint and an unsubscribe), or for a bounce a confirmed address.
 */
export const MailStoppedNotice = observer(function MailStoppedNotice(props: { store: NotificationPreferences; email: string }) {
  const t = useT();
  const saved = useSavedToast();
  const { store } = props;
  const reasons = store.disabled;
  // One reason is a sentence; a list only when there are two or more.
  const reasonText = (reason: (typeof reasons)[number]) => t(`notifications.disabled.${reason}`, { email: props.email });

  async function turnOn() {
    if ((await store.turnMailOn()) && !store.mailStopped) saved('notifications.turnedOn');
  }

  return (
    <Box role="status" aria-labelledby="mail-stopped-title">
      <MailX size={22} aria-hidden="true" />
      <div>
        <h3 id="mail-stopped-title">{t('notifications.disabled.title')}</h3>
        {reasons.length === 1 ? (
          <p>{reasonText(reasons[0]!)}</p>
        ) : (
          <ul>
            {reasons.map((reason) => (
              <li key={reason}>{reasonText(reason)}</li>
            ))}
          </ul>
        )}
        <p>{t('notifications.disabled.only')}</p>
        {reasons.includes('bounce') && (
          <p>
            <FormattedMessage id="notifications.disabled.bounceFix" values={{ link: (chunks: ReactNode[]) => <a href="/settings#email">{chunks}</a> }} />
          </p>
        )}
        {!store.onlyBounce && (
          <Button type="button" disabled={store.turningOn} aria-busy={store.turningOn} onClick={() => void turnOn()}>
            {t(store.turningOn ? 'notifications.disabled.turnOnBusy' : 'notifications.disabled.turnOn')}
          </Button>
        )}
      </div>
    </Box>
  );
});
