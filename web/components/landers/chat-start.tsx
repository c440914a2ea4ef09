import { MessageCircle } from 'lucide-react';
import styled from 'styled-components';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { PHOTO_SLOTS, smallSlot } from '../photo-sources';
import { FacePhoto } from './face-photo';
import type { LanderFace } from './lander-face';
import { Section } from './lander-parts';
import { FictionalNote } from './member-teaser';

const Backdrop = styled.div`
  position: relative;
  overflow: hidden;
  background: ${(p) => p.theme.colors.landerWineDeep};
  .blur {
    position: absolute;
    inset: -40px;
    filter: blur(28px) brightness(0.55);
  }
  .blur img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .placeholder {
    display: none;
  }
`;

const Chat = styled.div`
  position: relative;
  max-width: 460px;
  margin: 0 auto;
  border-radius: ${(p) => p.theme.radius.sheet};
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadow.overlay};
  overflow: hidden;
  header {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: ${(p) => p.theme.space(2)};
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  .avatar {
    flex: none;
    width: 56px;
    height: 56px;
    border-radius: 50%;
    overflow: hidden;
    background: ${(p) => p.theme.colors.photoPlaceholder};
  }
  .avatar img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  h1 {
    font-size: ${(p) => p.theme.font.size.title};
    margin: 0;
  }
  .place {
    color: ${(p) => p.theme.colors.textMuted};
  }
  .body {
    padding: ${(p) => p.theme.space(2)};
  }
  .hint {
    color: ${(p) => p.theme.colors.textMuted};
    margin: 0 0 ${(p) => p.theme.space(1.5)};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: 8px;
  }
  ul a {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    padding: 10px 16px;
    border-radius: ${(p) => `${p.theme.radius.sheet} ${p.theme.radius.sheet} ${p.theme.radius.tiny} ${p.theme.radius.sheet}`};
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
    text-decoration: none;
    font-weight: 600;
  }
  /* The icon keeps its size when a long opener wraps. */
  ul a svg {
    flex: none;
  }
  ul a:hover {
    background: ${(p) => p.theme.colors.primaryHover};
  }
`;

const OPENERS: readonly MessageKey[] = ['landers.member.opener1', 'landers.member.opener2', 'landers.member.opener3'];

/**
 * The landing2's teaser as the start of a chat, over her photo blurred: her name and place as a chat's header, and
 * openers she could send, each leading to signing up first.
 */
export function ChatStart({ member }: { member: LanderFace }) {
  const t = useT();
  const join = `/members/${member.id}/signup`;
  return (
    <Backdrop>
      <div className="blur" aria-hidden="true">
        <FacePhoto face={member} slot={PHOTO_SLOTS.single} />
      </div>
      <Section>
        <Chat>
          <header>
            <span className="avatar">
              <FacePhoto face={member} slot={smallSlot(56)} first />
            </span>
            <div>
              <h1>
                {member.name}, {member.age}
              </h1>
              <span className="place">{member.city || member.region}</span>
            </div>
          </header>
          <div className="body">
            <p className="hint">{t('landers.member.startChat', { name: member.name })}</p>
            <ul aria-label={t('landers.member.openers')}>
              {OPENERS.map((key) => (
                <li key={key}>
                  <a href={join}>
                    <MessageCircle size={18} aria-hidden="true" />
                    {t(key, { name: member.name })}
                  </a>
                </li>
              ))}
            </ul>
            <FictionalNote face={member} />
          </div>
        </Chat>
      </Section>
    </Backdrop>
  );
}
