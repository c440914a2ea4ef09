import { Lock, MessageCircle, ShieldCheck, UserPlus } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { up } from '../../theme/theme';
import { ButtonLink, Container } from '../ui';
import type { LanderPlace } from './lander-face';
import type { LanderName } from './lander-names';

/** The `city` value of the landers' texts: the slug's city, or 'none' for the country-wide wording. */
export const cityOf = (place: LanderPlace | null): string => place?.city ?? 'none';

/** A lander's section: the content's width, room above and below. */
export const Section = styled(Container)`
  padding-top: ${(p) => p.theme.space(4)};
  padding-bottom: ${(p) => p.theme.space(4)};
  ${up('md')} {
    padding-top: ${(p) => p.theme.space(6)};
    padding-bottom: ${(p) => p.theme.space(6)};
  }
  h1 {
    font-size: ${(p) => p.theme.font.size.headline};
    line-height: 1.15;
    letter-spacing: -0.02em;
    margin: 0 0 ${(p) => p.theme.space(1.5)};
    ${up('md')} {
      font-size: ${(p) => p.theme.font.size.display};
    }
  }
  h2 {
    font-size: ${(p) => p.theme.font.size.xl};
    margin: 0 0 ${(p) => p.theme.space(1)};
    ${up('md')} {
      font-size: ${(p) => p.theme.font.size.xxl};
    }
  }
  p.lead {
    font-size: ${(p) => p.theme.font.size.lead};
    line-height: 1.5;
    max-width: 40rem;
    margin: 0 0 ${(p) => p.theme.space(3)};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** The signup button of a lander: large, the whole width on a phone; a plain link, so it works before the scripts. */
export const SignupButton = styled(ButtonLink)`
  min-height: 52px;
  font-size: ${(p) => p.theme.font.size.lead};
  padding: 0 ${(p) => p.theme.space(4)};
  box-shadow: ${(p) => p.theme.shadow.cta};
  width: 100%;
  ${up('sm')} {
    width: auto;
  }
`;

const Band = styled.section`
  background: linear-gradient(135deg, ${(p) => p.theme.colors.primary} 0%, ${(p) => p.theme.colors.primaryDeep} 100%);
  color: ${(p) => p.theme.colors.onPrimary};
  text-align: center;
  > div {
    display: flex;
    flex-direction: column;
    align-items: center;
  }
  h2 {
    color: ${(p) => p.theme.colors.onPrimary};
  }
  p.lead {
    color: ${(p) => p.theme.colors.onPrimary};
    opacity: 0.95;
  }
  a.signup {
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.primary};
    box-shadow: ${(p) => p.theme.shadow.ctaOnBrand};
  }
  a.login {
    color: ${(p) => p.theme.colors.onPrimary};
    margin-top: ${(p) => p.theme.space(2)};
    font-weight: 600;
  }
`;

/** Where every lander ends: the call to sign up, free, and the way in for those who already are members. */
export function SignupBand({ place }: { place: LanderPlace | null }) {
  const t = useT();
  return (
    <Band aria-labelledby="lander-signup-title">
      <Section>
        <h2 id="lander-signup-title">{t('landers.band.title', { city: cityOf(place) })}</h2>
        <p className="lead">{t('landers.band.text')}</p>
        <SignupButton className="signup" href="/signup">
          <UserPlus size={20} aria-hidden="true" />
          {t('landers.signupFree')}
        </SignupButton>
        <a className="login" href="/login">
          {t('landers.haveAccount')}
        </a>
      </Section>
    </Band>
  );
}

const Promises = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  ${up('md')} {
    grid-template-columns: repeat(3, 1fr);
  }
  li {
    display: flex;
    gap: ${(p) => p.theme.space(1.5)};
    align-items: flex-start;
  }
  strong {
    display: block;
    margin-bottom: 2px;
  }
  span.text {
    color: ${(p) => p.theme.colors.textMuted};
  }
  .icon {
    flex: none;
    display: inline-flex;
    width: 44px;
    height: 44px;
    border-radius: ${(p) => p.theme.radius.card};
    align-items: center;
    justify-content: center;
    background: ${(p) => p.theme.colors.primarySoft};
    color: ${(p) => p.theme.colors.primary};
  }
`;

/** Three honest promises: free to join, live chat, discreet. */
export function LanderPromises() {
  const t = useT();
  const items = [
    { icon: <UserPlus size={22} />, title: t('landers.promise.freeTitle'), text: t('landers.promise.freeText') },
    { icon: <MessageCircle size={22} />, title: t('landers.promise.chatTitle'), text: t('landers.promise.chatText') },
    { icon: <ShieldCheck size={22} />, title: t('landers.promise.discreetTitle'), text: t('landers.promise.discreetText') },
  ];
  return (
    <Promises>
      {items.map((item) => (
        <li key={item.title}>
          <span className="icon" aria-hidden="true">
            {item.icon}
          </span>
          <span>
            <strong>{item.title}</strong>
            <span className="text">{item.text}</span>
          </span>
        </li>
      ))}
    </Promises>
  );
}

const Locked = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space(1.5)};
  align-items: center;
  padding: ${(p) => p.theme.space(2)};
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadow.card};
  color: ${(p) => p.theme.colors.textMuted};
  margin-bottom: ${(p) => p.theme.space(3)};
  svg {
    flex: none;
    color: ${(p) => p.theme.colors.primary};
  }
`;

/** When the site shows visitors no profiles (SPEC §6): said plainly, instead of an empty grid. */
export function FacesAfterSignup() {
  const t = useT();
  return (
    <Locked>
      <Lock size={22} aria-hidden="true" />
      <span>{t('landers.facesAfterSignup')}</span>
    </Locked>
  );
}

/** A lander's headline and its lead, in the words of its catalogue entry (`landers.<name>.title` and `.text`). */
export function LanderHeadline({ name, place }: { name: LanderName; place: LanderPlace | null }) {
  const t = useT();
  return (
    <>
      <h1>{t(`landers.${name}.title`, { city: cityOf(place) })}</h1>
      <p className="lead">{t(`landers.${name}.text`, { city: cityOf(place) })}</p>
    </>
  );
}

/** How a lander ends: its three promises (unless it says them already) and the signup band. */
export function LanderEnd({ place, promises = true }: { place: LanderPlace | null; promises?: boolean }) {
  return (
    <>
      {promises && (
        <Section>
          <LanderPromises />
        </Section>
      )}
      <SignupBand place={place} />
    </>
  );
}
