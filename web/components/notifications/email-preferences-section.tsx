import { Heart, Mail, MessageCircle, Sparkles, type LucideIcon } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { EmailPreference } from '../../../domain/notifications/email-preferences';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { useSavedToast } from './saved-toast';
import type { NotificationPreferences } from '../../stores/notification-preferences';
import { Hint, Notice } from '../settings/notice';
import { SettingsSection } from '../settings/section';
import { Switch } from '../settings/switch';
import { useErrorText } from '../use-error-text';
import { MailStoppedNotice } from './mail-stopped-notice';

/** The eight preferences in three groups: her conversations, her likes, and what the site itself sends. */
const GROUPS: ReadonlyArray<{ readonly id: string; readonly title: MessageKey; readonly icon: LucideIcon; readonly preferences: readonly EmailPreference[] }> = [
  { id: 'messages', title: 'notifications.group.messages', icon: MessageCircle, preferences: ['new_conversations', 'new_messages', 'unread_message_reminders'] },
  { id: 'likes', title: 'notifications.group.likes', icon: Heart, preferences: ['like'] },
  { id: 'site', title: 'notifications.group.site', icon: Sparkles, preferences: ['weekly_updates', 'reminders', 'promotions', 'news'] },
];

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  & + & {
    margin-top: ${(p) => p.theme.space(3)};
  }
  legend {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(1)};
    padding: 0;
    margin-bottom: ${(p) => p.theme.space(0.5)};
    font-size: ${(p) => p.theme.font.size.caption};
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${(p) => p.theme.colors.textMuted};
  }
  legend svg {
    color: ${(p) => p.theme.colors.primary};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    padding: ${(p) => p.theme.space(1)} 0 ${(p) => p.theme.space(1.5)};
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
  li:first-child {
    border-top: 0;
  }
  /* The hint lines up with the label, past the switch's track. */
  li ${Hint} {
    padding-left: 60px;
    margin-top: -2px;
  }
`;

const Footnote = styled.p`
  display: flex;
  gap: ${(p) => p.theme.space(1)};
  align-items: flex-start;
  margin-top: ${(p) => p.theme.space(3)} !important;
  padding: ${(p) => p.theme.space(1.5)} ${(p) => p.theme.space(2)};
  border-radius: ${(p) => p.theme.radius.input};
  background: ${(p) => p.theme.colors.background};
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.font.size.sm};
  svg {
    flex: none;
    margin-top: 2px;
  }
`;

/** SPEC §2 /notifications: her e-mail preferences as labelled switches, each saved as she flips it. */
export const EmailPreferencesSection = observer(function EmailPreferencesSection(props: { store: NotificationPreferences; site: string; email: string }) {
  const t = useT();
  const text = useErrorText();
  const saved = useSavedToast();
  const { store } = props;

  async function flip(name: EmailPreference, on: boolean) {
    if (await store.set(name, on)) saved();
  }

  return (
    <SettingsSection id="email" title={t('notifications.email.title')} icon={Mail}>
      <p className="muted" style={{ marginBottom: 16 }}>
        {t('notifications.intro')}
      </p>
      {store.mailStopped && <MailStoppedNotice store={store} email={props.email} />}
      {store.problem && (
        <div style={{ marginBottom: 16 }}>
          <Notice tone="danger">{text(store.problem)}</Notice>
        </div>
      )}
      {GROUPS.map((group) => {
        const Icon = group.icon;
        return (
          <Group key={group.id}>
            <legend>
              <Icon size={16} aria-hidden="true" />
              {t(group.title, { site: props.site })}
            </legend>
            <ul>
              {group.preferences.map((name) => {
                const on = store.preferences[name];
                return (
                  <li key={name}>
                    <Switch
                      id={`pref-${name}`}
                      label={t(`notifications.pref.${name}` as MessageKey)}
                      checked={on}
                      describedBy={`pref-${name}-hint`}
                      stateText={t(on ? 'notifications.on' : 'notifications.off')}
                      onChange={(event) => void flip(name, event.currentTarget.checked)}
                    />
                    <Hint id={`pref-${name}-hint`}>{t(`notifications.pref.${name}.hint` as MessageKey, { site: props.site })}</Hint>
                  </li>
                );
              })}
            </ul>
          </Group>
        );
      })}
      <Footnote>
        <Mail size={16} aria-hidden="true" />
        {t('notifications.transactional')}
      </Footnote>
    </SettingsSection>
  );
});
