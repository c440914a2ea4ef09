import { MessageCircle } from 'lucide-react';
import styled from 'styled-components';
import { FacePhoto } from '../../../../components/landers/face-photo';
import type { MemberLanderData } from '../../../../components/landers/lander-face';
import { LanderPromises, Section, SignupBand, SignupButton } from '../../../../components/landers/lander-parts';
import { FictionalNote, MoreFaces } from '../../../../components/landers/member-teaser';
import { useLander } from '../../../../components/landers/use-lander';
import { OnlineDot } from '../../../../components/online-dot';
import { PHOTO_SLOTS } from '../../../../components/photo-sources';
import { useT } from '../../../../i18n/use-t';
import { up } from '../../../../theme/theme';

const Split = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  align-items: center;
  ${up('md')} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    gap: ${(p) => p.theme.space(5)};
  }
  .photo {
    display: block;
    position: relative;
    aspect-ratio: 4 / 5;
    border-radius: 18px;
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
    color: rgba(80, 20, 30, 0.35);
  }
  .place {
    display: flex;
    gap: 12px;
    align-items: center;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: 18px;
    margin-bottom: ${(p) => p.theme.space(2)};
  }
  .online {
    color: ${(p) => p.theme.colors.successStrong};
  }
`;

/** /members/@id/landing: one member's teaser, photo beside her name, the way to write to her by signing up. */
export default function MemberLanding() {
  const t = useT();
  const { member, faces, place } = useLander<MemberLanderData>();
  const join = `/members/${member.id}/signup`;
  return (
    <>
      <Section>
        <Split>
          <div className="photo">
            <FacePhoto face={member} slot={PHOTO_SLOTS.header} large first />
          </div>
          <div>
            <h1>
              {member.name}, {member.age}
            </h1>
            <p className="place">
              <span>{member.city || member.region}</span>
              {member.online && <OnlineDot label={t('presence.online')} />}
            </p>
            <p className="lead">{t('landers.member.landingText', { name: member.name })}</p>
            <SignupButton href={join}>
              <MessageCircle size={20} aria-hidden="true" />
              {t('landers.member.write', { name: member.name })}
            </SignupButton>
            <FictionalNote face={member} />
          </div>
        </Split>
      </Section>
      <MoreFaces faces={faces} />
      <Section>
        <LanderPromises />
      </Section>
      <SignupBand place={place} />
    </>
  );
}
