import { MessageCircle } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { up } from '../../theme/theme';
import { OnlineDot } from '../online-dot';
import { PHOTO_SLOTS } from '../photo-sources';
import type { LanderFace } from './lander-face';
import { SignupButton } from './lander-parts';
import { FictionalNote } from './member-teaser';
import { Portrait } from './portrait';

const Split = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  align-items: center;
  ${up('md')} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    gap: ${(p) => p.theme.space(5)};
  }
  .place {
    display: flex;
    gap: 12px;
    align-items: center;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.font.size.lead};
    margin-bottom: ${(p) => p.theme.space(2)};
  }
  .online {
    color: ${(p) => p.theme.colors.successStrong};
  }
`;

/** The landing's teaser: her photo beside her name, place and presence, and the way to write to her by signing up. */
export function MemberSpotlight({ member }: { member: LanderFace }) {
  const t = useT();
  return (
    <Split>
      <Portrait face={member} slot={PHOTO_SLOTS.header} />
      <div>
        <h1>
          {member.name}, {member.age}
        </h1>
        <p className="place">
          <span>{member.city || member.region}</span>
          {member.online && <OnlineDot label={t('presence.online')} />}
        </p>
        <p className="lead">{t('landers.member.landingText', { name: member.name })}</p>
        <SignupButton href={`/members/${member.id}/signup`}>
          <MessageCircle size={20} aria-hidden="true" />
          {t('landers.member.write', { name: member.name })}
        </SignupButton>
        <FictionalNote face={member} />
      </div>
    </Split>
  );
}
