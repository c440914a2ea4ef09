import { BellOff, MailX, Settings } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { AuthCard } from '../../components/auth-card';
import { BusyLine } from '../../components/busy-line';
import { isEmailPreference } from '../../../domain/notifications/email-preferences';
import { BusyButton } from '../../components/busy-button';
import { Notice } from '../../components/settings/notice';
import { ButtonLink, Container } from '../../components/ui';
import { useErrorText } from '../../components/use-error-text';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { UnsubscribeConfirmation } from '../../stores/unsubscribe';
import type { UnsubscribeData } from './+data';
import { useLocalStore } from '../../stores/store-context';
import { theme } from '../../theme/theme';

const Explain = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  line-height: 1.5;
`;

/**
 * The footer's unsubscribe link (decision 0057): shows what stops (read by the server for the page's HTML) and
 * confirms with one button; opening it changes nothing (mail scanners open links). Then says it is done and leads to the notification settings. A forged or
 * outdated link says so and changes nothing. No login needed: the token is the authority.
 */
export default observer(function UnsubscribePage() {
  const t = useT();
  const text = useErrorText();
  const token = usePageContext().urlParsed.search.token ?? '';
  const read = useData<UnsubscribeData | undefined>()?.link;
  const link = useLocalStore((root) => new UnsubscribeConfirmation(root.endpoints, token, read));
  const { state, topic } = link;
  const all = topic === 'all';
  const topicName = isEmailPreference(topic) ? t(`unsubscribe.topic.${topic}` as MessageKey) : '';

  useEffect(() => {
    void link.load();
  }, [link]);

  const toSettings = (
    <ButtonLink href="/notifications" $variant={state === 'done' ? 'secondary' : 'primary'} $block>
      <Settings size={18} aria-hidden="true" />
      {t('unsubscribe.toSettings')}
    </ButtonLink>
  );

  return (
    <Container>
      <AuthCard aria-labelledby="unsubscribe-title" aria-busy={state === 'loading' || state === 'busy'}>
        {state === 'done' ? <BellOff size={40} aria-hidden="true" color={theme.colors.successStrong} /> : <MailX size={40} aria-hidden="true" color="#a5070f" />}
        <h1 id="unsubscribe-title">
          {state === 'done' ? t('unsubscribe.doneTitle') : state === 'ready' || state === 'busy' ? (all ? t('unsubscribe.questionAll') : t('unsubscribe.question', { topic: topicName })) : t('unsubscribe.title')}
        </h1>
        {state === 'loading' && (
          <BusyLine>{t('unsubscribe.loading')}</BusyLine>
        )}
        {(state === 'ready' || state === 'busy') && (
          <>
            <Explain>{t('unsubscribe.explain')}</Explain>
            <BusyButton type="button" $block busy={state === 'busy'} icon={MailX} label={t('unsubscribe.confirm')} busyLabel={t('unsubscribe.busy')} onClick={() => void link.confirm()} />
          </>
        )}
        {state === 'done' && (
          <>
            <Notice tone="success">
              {link.alreadyStopped
                ? all
                  ? t('unsubscribe.alreadyAll')
                  : t('unsubscribe.already', { topic: topicName })
                : all
                  ? t('unsubscribe.doneAll')
                  : t('unsubscribe.done', { topic: topicName })}
            </Notice>
            {toSettings}
          </>
        )}
        {state === 'failed' && (
          <>
            <Notice tone="danger">{text(link.problem)}</Notice>
            {toSettings}
          </>
        )}
      </AuthCard>
    </Container>
  );
});
