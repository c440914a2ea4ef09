import { UserPlus } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { ButtonLink } from '../ui';

const Closing = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
  margin: ${(p) => p.theme.space(5)} 0 0;
  padding: ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radius.panel};
  background: ${(p) => p.theme.colors.primarySoft};
  h2 {
    margin: 0 0 4px;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** At the foot of a visitor's home page: the call to sign up once more. */
export function HomeClosing() {
  const t = useT();
  return (
    <Closing>
      <div>
        <h2>{t('arrival.ctaTitle')}</h2>
        <p>{t('arrival.ctaText')}</p>
      </div>
      <ButtonLink href="/signup">
        <UserPlus size={20} aria-hidden="true" />
        {t('home.ctaSignup')}
      </ButtonLink>
    </Closing>
  );
}
