import { Heart, MessageCircle, UserPlus } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { OnlineDot } from '../online-dot';
import { FictionalMark } from './face-card';
import type { LanderFace } from './lander-face';
import { Section } from './lander-parts';
import { FictionalNote } from './member-teaser';
import { Portrait } from './portrait';
import { RoundAction, RoundActions } from './round-actions';

const Stage = styled.div`
  background: linear-gradient(180deg, ${(p) => p.theme.colors.primarySoft} 0%, ${(p) => p.theme.colors.background} 100%);
`;

const Card = styled.article`
  max-width: 420px;
  margin: 0 auto;
  text-align: center;
  .caption {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    padding: 56px 16px 44px;
    color: ${(p) => p.theme.colors.onInverse};
    text-align: left;
    background: ${(p) => p.theme.colors.photoCaption};
  }
  h1 {
    color: ${(p) => p.theme.colors.onInverse};
    font-size: ${(p) => p.theme.font.size.headline};
    margin: 0;
  }
  ${RoundActions} a {
    font-size: ${(p) => p.theme.font.size.sm};
  }
  p.lead {
    margin: ${(p) => p.theme.space(2)} auto 0;
  }
`;

/** The landing3's profile card: her photo with her name over it, and its actions (like, message, sign up), each to signup. */
export function MemberProfileCard({ member }: { member: LanderFace }) {
  const t = useT();
  const join = `/members/${member.id}/signup`;
  return (
    <Stage>
      <Section>
        <Card aria-labelledby="member-name">
          <Portrait face={member}>
            <FictionalMark face={member} />
            <div className="caption">
              <h1 id="member-name">
                {member.name}, {member.age}
              </h1>
              <span>{member.online ? <OnlineDot label={t('presence.online')} /> : member.city || member.region}</span>
            </div>
          </Portrait>
          <RoundActions $overlap>
            <RoundAction href={join} icon={<Heart size={28} />}>
              {t('landers.member.like')}
            </RoundAction>
            <RoundAction href={join} tone="main" icon={<MessageCircle size={28} />}>
              {t('landers.member.message')}
            </RoundAction>
            <RoundAction href="/signup" icon={<UserPlus size={28} />}>
              {t('landers.member.join')}
            </RoundAction>
          </RoundActions>
          <p className="lead">{t('landers.member.landing3Text', { name: member.name })}</p>
          <FictionalNote face={member} />
        </Card>
      </Section>
    </Stage>
  );
}
