import { ArrowLeft, Ban, Coins, Trash2 } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { navigate } from 'vike/client/router';
import styled from 'styled-components';
import type { ApiConversation } from '../../../bff/contract/api-types';
import { useT } from '../../i18n/use-t';
import { isBuilt } from '../../navigation/built-pages';
import { ProfileActions } from '../../stores/profile-actions';
import { useLocalStore, useStore } from '../../stores/store-context';
import { Avatar } from '../avatar';
import { useLocalPath } from '../language/use-local-path';
import { FictionalIcon } from '../member-card';
import { ReportButton } from '../report/report-button';
import { roundBadge, visuallyHidden } from '../ui';
import { ChatMenu } from './chat-menu';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 12px;
  min-height: 60px;
  background: ${(p) => p.theme.colors.surface};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  .back {
    ${roundBadge(40)}
    color: ${(p) => p.theme.colors.text};
    &:hover {
      background: ${(p) => p.theme.colors.background};
    }
  }
  .who {
    display: flex;
    align-items: center;
    gap: 10px;
    min-width: 0;
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
    font-weight: 700;
    span {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
  }
`;

const Credits = styled.a`
  margin-left: auto;
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 6px 12px;
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.colors.secondarySoft};
  color: ${(p) => p.theme.colors.onSecondarySoft};
  font-weight: 700;
  font-size: ${(p) => p.theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  text-decoration: none;
  /* The balance in words from sm on; on a phone the number with the coin, its words for screen readers. */
  .amount {
    display: none;
  }
  @media (max-width: ${(p) => p.theme.breakpoints.sm - 1}px) {
    padding: 6px 10px;
    .amount {
      display: inline;
    }
    .unit {
      ${visuallyHidden}
    }
  }
`;

/** Her balance beside the conversation: a link to buying credits where that page is built. */
const CreditsBadge = observer(function CreditsBadge() {
  const t = useT();
  const localPath = useLocalPath();
  const user = useStore().session.user;
  if (!user) return null;
  const built = isBuilt('/credits');
  return (
    <Credits as={built ? 'a' : 'span'} className="credits" href={built ? localPath(user.paid_user ? '/credits/repeat-order' : '/credits') : undefined}>
      <Coins size={16} aria-hidden="true" />
      <span className="amount" aria-hidden="true">
        {user.credits}
      </span>
      <span className="unit">{t('chat.creditsBadge', { credits: user.credits })}</span>
    </Credits>
  );
});

/** The conversation's header: back to the list, who she writes with (her profile), the balance, report and the menu. */
export const ConversationBar = observer(function ConversationBar({ conversation }: { conversation: Pick<ApiConversation, 'id' | 'profile'> }) {
  const t = useT();
  const store = useStore();
  const actions = useLocalStore((root) => new ProfileActions(root.endpoints));
  const { profile } = conversation;

  async function block() {
    if (!window.confirm(t('chat.blockConfirm', { name: profile.name }))) return;
    if (await actions.block(profile.id)) await navigate('/chats');
  }

  async function remove() {
    if (!window.confirm(t('chat.removeConfirm', { name: profile.name }))) return;
    // SPEC §4, §8: gone from the list at once; a refusal is said in a browser alert and the list is the server's again.
    if (await store.chats.remove(conversation.id)) await navigate('/chats');
    else window.alert(t('chat.removeFailed'));
  }

  return (
    <Bar>
      <a className="back" href="/chats" aria-label={t('nav.back')}>
        <ArrowLeft size={22} aria-hidden="true" />
      </a>
      <a className="who" href={`/members/${profile.id}`} aria-label={t('chat.viewProfile', { name: profile.name })}>
        <Avatar profile={profile} size={40} />
        <span>{profile.name}</span>
        {profile.fictional && <FictionalIcon label={store.settings.settings.fictional_singular} size={16} />}
      </a>
      <CreditsBadge />
      <ReportButton compact target={{ conversation_id: conversation.id, profile_id_to_block: profile.id }} name={profile.name} leaveTo="/chats" />
      <ChatMenu
        label={t('chat.menu')}
        items={[
          { label: t('chat.block', { name: profile.name }), icon: <Ban size={18} aria-hidden="true" />, onSelect: () => void block() },
          { label: t('chat.remove'), icon: <Trash2 size={18} aria-hidden="true" />, danger: true, onSelect: () => void remove() },
        ]}
      />
    </Bar>
  );
});
