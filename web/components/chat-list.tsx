import { observer } from 'mobx-react-lite';
import { FormattedDate, FormattedTime } from 'react-intl';
import styled from 'styled-components';
import type { ApiChat } from '../../bff/contract/api-types';
import { useT } from '../i18n/use-t';
import { useStore } from '../stores/store-context';
import { Avatar } from './avatar';
import { FictionalIcon } from './member-card';
import { Badge, capCount } from './ui';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.a<{ $active: boolean; $unread: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 16px;
  text-decoration: none;
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => (p.$active ? p.theme.colors.primarySoft : 'transparent')};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  &:hover {
    background: ${(p) => (p.$active ? p.theme.colors.primarySoft : p.theme.colors.background)};
  }
  .body {
    flex: 1;
    min-width: 0;
  }
  .top {
    display: flex;
    align-items: center;
    gap: 6px;
  }
  .name {
    font-weight: ${(p) => (p.$unread ? 800 : 600)};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  time {
    margin-left: auto;
    flex: none;
    font-size: ${(p) => p.theme.font.size.xs};
    color: ${(p) => p.theme.colors.textMuted};
  }
  .excerpt {
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => (p.$unread ? p.theme.colors.text : p.theme.colors.textMuted)};
    /* The excerpt only: the unread badge beside it keeps its own size. */
    > span:first-child {
      flex: 1;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
  }
`;

/**
 * `activeId`: the conversation open beside the list; `lastId`: the last opened one, marked on the list page (SPEC §3).
 * `opened`: the open conversation itself, shown first while it is not in the list yet (opened, no message sent: the
 * list starts it only with the first message), so the column beside it is never blank (issue 27).
 */
export const ChatList = observer(function ChatList({ activeId, lastId, opened }: { activeId?: number; lastId?: number; opened?: Pick<ApiChat, 'id' | 'profile'> }) {
  const store = useStore();
  const t = useT();
  const fictional = store.settings.settings.fictional_singular;
  // SPEC §2: a time for today's messages, a date before.
  const today = new Date().toDateString();
  /** A gift, photo or GIF says what it is; a text itself. */
  const excerpt = (last: { body: string; kind: string }) => (last.kind === 'text' ? last.body : t(`chats.kind.${last.kind}` as 'chats.kind.gift'));
  const listed = store.chats.list ?? [];
  const chats: readonly ApiChat[] =
    opened && !listed.some((chat) => chat.id === opened.id) ? [{ ...opened, num_unread_messages: 0, last_message: null }, ...listed] : listed;
  return (
    <List>
      {chats.map((chat) => {
        const last = chat.last_message;
        const unread = chat.num_unread_messages;
        return (
          <li key={chat.id}>
            <Item href={`/chats/${chat.id}`} $active={chat.id === activeId || chat.id === lastId} $unread={unread > 0} aria-current={chat.id === activeId ? 'page' : undefined}>
              <Avatar profile={chat.profile} size={48} />
              <div className="body">
                <div className="top">
                  <span className="name">{chat.profile.name}</span>
                  {chat.profile.fictional && <FictionalIcon label={fictional} size={14} />}
                  {last && (
                    <time dateTime={last.sent_at}>
                      {new Date(last.sent_at).toDateString() === today ? <FormattedTime value={last.sent_at} /> : <FormattedDate value={last.sent_at} day="numeric" month="short" />}
                    </time>
                  )}
                </div>
                <div className="excerpt">
                  <span>{last ? (last.from_me ? t('chats.you', { text: excerpt(last) }) : excerpt(last)) : t('chats.noMessages')}</span>
                  {unread > 0 && (
                    <Badge $tone="unread" aria-label={t('chats.unread', { count: unread })}>
                      {capCount(unread)}
                    </Badge>
                  )}
                </div>
              </div>
            </Item>
          </li>
        );
      })}
    </List>
  );
});
