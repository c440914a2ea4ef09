import { observer } from 'mobx-react-lite';
import { BadgeCheck, Heart, MapPin, MessageCircle, ShieldCheck, Smartphone } from 'lucide-react';
import styled from 'styled-components';
import { FacePhoto } from '../../../components/landers/face-photo';
import { cityOf, FacesAfterSignup, Section, SignupBand, SignupButton } from '../../../components/landers/lander-parts';
import { useLander } from '../../../components/landers/use-lander';
import { FictionalIcon } from '../../../components/member-card';
import { smallSlot } from '../../../components/photo-sources';
import { visuallyHidden } from '../../../components/ui';
import type { MessageKey } from '../../../i18n/message-key';
import { useT } from '../../../i18n/use-t';
import { useStore } from '../../../stores/store-context';
import { up } from '../../../theme/theme';

const Faces = styled.ul`
  list-style: none;
  display: flex;
  padding: 0;
  margin: 0 0 ${(p) => p.theme.space(2)};
  li {
    position: relative;
  }
  li + li {
    margin-left: -14px;
  }
  .sr {
    ${visuallyHidden}
  }
  .fictional {
    position: absolute;
    right: -2px;
    bottom: -2px;
    display: inline-flex;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    align-items: center;
    justify-content: center;
    background: #fff;
    color: ${(p) => p.theme.colors.text};
    box-shadow: ${(p) => p.theme.shadow.card};
  }
  a {
    display: block;
    width: 56px;
    height: 56px;
    border-radius: 50%;
    overflow: hidden;
    border: 3px solid #fff;
    box-shadow: ${(p) => p.theme.shadow.card};
    background: linear-gradient(160deg, #fbd3d6, #c9ecf7);
    ${up('md')} {
      width: 72px;
      height: 72px;
    }
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .placeholder {
    display: none;
  }
`;

const Benefits = styled.ul`
  list-style: none;
  margin: ${(p) => p.theme.space(4)} 0 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    padding: ${(p) => p.theme.space(2.5)} ${(p) => p.theme.space(2)};
    border-radius: ${(p) => p.theme.radius.card};
    background: ${(p) => p.theme.colors.surface};
    box-shadow: ${(p) => p.theme.shadow.card};
  }
  .icon {
    display: inline-flex;
    width: 48px;
    height: 48px;
    border-radius: 14px;
    align-items: center;
    justify-content: center;
    background: ${(p) => p.theme.colors.primarySoft};
    color: ${(p) => p.theme.colors.primary};
    margin-bottom: ${(p) => p.theme.space(1)};
  }
  strong {
    display: block;
    font-size: 17px;
  }
  span.text {
    display: block;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: 15px;
    margin-top: 4px;
  }
`;

const BENEFITS: ReadonlyArray<readonly [typeof Heart, MessageKey, MessageKey]> = [
  [Heart, 'landers.iconslanding.b1Title', 'landers.iconslanding.b1Text'],
  [MapPin, 'landers.iconslanding.b2Title', 'landers.iconslanding.b2Text'],
  [MessageCircle, 'landers.iconslanding.b3Title', 'landers.iconslanding.b3Text'],
  [ShieldCheck, 'landers.iconslanding.b4Title', 'landers.iconslanding.b4Text'],
  [Smartphone, 'landers.iconslanding.b5Title', 'landers.iconslanding.b5Text'],
  [BadgeCheck, 'landers.iconslanding.b6Title', 'landers.iconslanding.b6Text'],
];

/** /landers/iconslanding: what she gets, one icon per benefit, under a row of the faces she will meet. */
export default observer(function IconsLander() {
  const t = useT();
  const { place, faces } = useLander();
  const fictional = useStore().settings.settings.fictional_singular;
  return (
    <>
      <Section>
        {faces.length > 0 ? (
          <Faces aria-label={t('landers.iconslanding.faces')}>
            {faces.slice(0, 7).map((face, index) => (
              <li key={face.id}>
                <a href={`/members/${face.id}/signup`} title={`${face.name}, ${face.age}`}>
                  <FacePhoto face={face} slot={smallSlot(72)} first={index < 3} />
                  <span className="sr">{`${face.name}, ${face.age}`}</span>
                </a>
                {face.fictional && (
                  <span className="fictional" title={fictional}>
                    <FictionalIcon label={fictional} size={13} />
                  </span>
                )}
              </li>
            ))}
          </Faces>
        ) : (
          <FacesAfterSignup />
        )}
        <h1>{t('landers.iconslanding.title', { city: cityOf(place) })}</h1>
        <p className="lead">{t('landers.iconslanding.text', { city: cityOf(place) })}</p>
        <SignupButton href="/signup">{t('landers.signupFree')}</SignupButton>
        <Benefits>
          {BENEFITS.map(([Icon, title, text]) => (
            <li key={title}>
              <span className="icon" aria-hidden="true">
                <Icon size={24} />
              </span>
              <strong>{t(title)}</strong>
              <span className="text">{t(text)}</span>
            </li>
          ))}
        </Benefits>
      </Section>
      <SignupBand place={place} />
    </>
  );
});
