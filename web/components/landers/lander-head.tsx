import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import type { LanderPlace } from './lander-face';
import type { LanderName } from './lander-names';
import { LanderHeadline, SignupButton } from './lander-parts';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
  margin-bottom: ${(p) => p.theme.space(3)};
  p.lead {
    margin: 0;
  }
`;

/** A lander's headline with the signup button beside it (under it on a phone), above a wall of faces. */
export function LanderHead({ name, place }: { name: LanderName; place: LanderPlace | null }) {
  const t = useT();
  return (
    <Head>
      <div>
        <LanderHeadline name={name} place={place} />
      </div>
      <SignupButton href="/signup">{t('landers.signupFree')}</SignupButton>
    </Head>
  );
}
