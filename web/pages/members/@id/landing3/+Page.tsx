import { Heart, MessageCircle, UserPlus } from 'lucide-react';
import styled from 'styled-components';
import { FictionalMark } from '../../../../components/landers/face-card';
import { FacePhoto } from '../../../../components/landers/face-photo';
import type { MemberLanderData } from '../../../../components/landers/lander-face';
import { LanderPromises, Section, SignupBand } from '../../../../components/landers/lander-parts';
import { FictionalNote, MoreFaces } from '../../../../components/landers/member-teaser';
import { useLander } from '../../../../components/landers/use-lander';
import { OnlineDot } from '../../../../components/online-dot';
import { PHOTO_SLOTS } from '../../../../components/photo-sources';
import { useT } from '../../../../i18n/use-t';

const Stage = styled.div`
  background: linear-gradient(180deg, ${(p) => p.theme.colors.primarySoft} 0%, ${(p) => p.theme.colors.background} 100%);
`;

const Profile = styled.article`
  max-width: 420px;
  margin: 0 auto;
  text-align: center;
  .photo {
    position: relative;
    aspect-ratio: 4 / 5;
    border-radius: 20px;
    overflow: hidden;
    background: linear-gradient(160deg, #fbd3d6, #c9ecf7);
    box-shadow: ${(p) => p.theme.shadow.float};
  }
  .photo img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .placeholder {
    display: flex;
    height: 100%;
    align-items: center;
    justify-content: center;
  }
  .caption {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    padding: 56px 16px 44px;
    color: #fff;
    text-align: left;
    background: linear-gradient(to top, rgba(0, 0, 0, 0.75), transparent);
  }
  h1 {
    color: #fff;
    font-size: 28px;
    margin: 0;
  }
  .actions {
    display: flex;
    justify-content: center;
    gap: 20px;
    margin-top: -32px;
    position: relative;
  }
  .actions a {
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    gap: 6px;
    color: ${(p) => p.theme.colors.text};
    font-weight: 600;
    font-size: 14px;
    text-decoration: none;
  }
  .round {
    display: inline-flex;
    width: 64px;
    height: 64px;
    border-radius: 50%;
    align-items: center;
    justify-content: center;
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.primary};
    box-shadow: ${(p) => p.theme.shadow.float};
  }
  .actions a.main .round {
    background: ${(p) => p.theme.colors.primary};
    color: #fff;
  }
  p.lead {
    margin: ${(p) => p.theme.space(2)} auto 0;
  }
`;

/** /members/@id/landing3: her profile card with its actions (like, message, sign up), each leading to signup. */
export default function MemberLanding3() {
  const t = useT();
  const { member, faces, place } = useLander<MemberLanderData>();
  const join = `/members/${member.id}/signup`;
  return (
    <>
      <Stage>
        <Section>
          <Profile aria-labelledby="member-name">
            <div className="photo">
              <FacePhoto face={member} slot={PHOTO_SLOTS.single} large first />
              <FictionalMark face={member} />
              <div className="caption">
                <h1 id="member-name">
                  {member.name}, {member.age}
                </h1>
                <span>{member.online ? <OnlineDot label={t('presence.online')} /> : member.city || member.region}</span>
              </div>
            </div>
            <div className="actions">
              <a href={join}>
                <span className="round" aria-hidden="true">
                  <Heart size={28} />
                </span>
                {t('landers.member.like')}
              </a>
              <a href={join} className="main">
                <span className="round" aria-hidden="true">
                  <MessageCircle size={28} />
                </span>
                {t('landers.member.message')}
              </a>
              <a href="/signup">
                <span className="round" aria-hidden="true">
                  <UserPlus size={28} />
                </span>
                {t('landers.member.join')}
              </a>
            </div>
            <p className="lead">{t('landers.member.landing3Text', { name: member.name })}</p>
            <FictionalNote face={member} />
          </Profile>
        </Section>
      </Stage>
      <MoreFaces faces={faces} />
      <Section>
        <LanderPromises />
      </Section>
      <SignupBand place={place} />
    </>
  );
}
