import { BellOff, MailX, Settings } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { isEmailPreference } from '../../../domain/notifications/email-preferences';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import type { UnsubscribeConfirmation } from '../../stores/unsubscribe';
import { theme } from '../../theme/theme';
import { BusyButton } from '../busy-button';
import { BusyLine } from '../busy-line';
import { Notice } from '../settings/notice';
import { ButtonLink } from '../ui';
import { useErrorText } from '../use-error-text';

const Explain = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  line-height: 1.5;
`;

/** The way on after the link: her notification settings. */
function ToSettings({ done }: { done: boolean }) {
  const t = useT();
  return (
    <ButtonLink href="/notifications" $variant={done ? 'secondary' : 'primary'} $block>
      <Settings size={18} aria-hidden="true" />
      {t('unsubscribe.toSettings')}
    </ButtonLink>
  );
}

/** What the unsubscribe link's card says at each step: loading, the question with its one button, done, or failed. */
export const UnsubscribeSteps = observer(function UnsubscribeSteps({ link }: { link: UnsubscribeConfirmation }) {
  const t = useT();
  const text = useErrorText();
  const { state, topic } = link;
  const all = topic === 'all';
  const topicName = isEmailPreference(topic) ? t(`unsubscribe.topic.${topic}` as MessageKey) : '';
  const asking = state === 'ready' || state === 'busy';
  const question = all ? t('unsubscribe.questionAll') : t('unsubscribe.question', { topic: topicName });
  const done = link.alreadyStopped
    ? all ? t('unsubscribe.alreadyAll') : t('unsubscribe.already', { topic: topicName })
    : all ? t('unsubscribe.doneAll') : t('unsubscribe.done', { topic: topicName });
  return (
    <>
      {state === 'done' ? <BellOff size={40} aria-hidden="true" color={theme.colors.successStrong} /> : <MailX size={40} aria-hidden="true" color={theme.colors.primaryDeep} />}
      <h1 id="unsubscribe-title">{state === 'done' ? t('unsubscribe.doneTitle') : asking ? question : t('unsubscribe.title')}</h1>
      {state === 'loading' && <BusyLine>{t('unsubscribe.loading')}</BusyLine>}
      {asking && (
        <>
          <Explain>{t('unsubscribe.explain')}</Explain>
          <BusyButton type="button" $block busy={state === 'busy'} icon={MailX} label={t('unsubscribe.confirm')} busyLabel={t('unsubscribe.busy')} onClick={() => void link.confirm()} />
        </>
      )}
      {state === 'done' && <Notice tone="success">{done}</Notice>}
      {state === 'failed' && <Notice tone="danger">{text(link.problem)}</Notice>}
      {(state === 'done' || state === 'failed') && <ToSettings done={state === 'done'} />}
    </>
  );
});
