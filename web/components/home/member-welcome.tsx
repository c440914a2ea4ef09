import { MessageCircle, Search } from 'lucide-react';
import styled, { css } from 'styled-components';
import { useT } from '../../i18n/use-t';
import { up } from '../../theme/theme';
import { ButtonLink, Card } from '../ui';

const Welcome = styled(Card)<{ $inPanel: boolean }>`
  margin-bottom: ${(p) => p.theme.space(4)};
  p {
    color: ${(p) => p.theme.colors.textMuted};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(1.5)};
  }
  ${(p) =>
    p.$inPanel &&
    css`
      ${up('lg')} {
        h1 {
          font-size: ${p.theme.font.size.xl};
        }
        div {
          flex-direction: column;
        }
      }
    `}
`;

/** A member on the home page: a welcome by name with the shortcuts to the search and her messages. */
export function MemberWelcome({ name, inPanel }: { name: string; inPanel: boolean }) {
  const t = useT();
  return (
    <Welcome $inPanel={inPanel}>
      <h1>{t('home.welcome', { name })}</h1>
      <p>{t('home.welcomeText')}</p>
      <div>
        <ButtonLink href="/members">
          <Search size={20} aria-hidden="true" />
          {t('nav.search')}
        </ButtonLink>
        <ButtonLink href="/chats" $variant="secondary">
          <MessageCircle size={20} aria-hidden="true" />
          {t('nav.messages')}
        </ButtonLink>
      </div>
    </Welcome>
  );
}
