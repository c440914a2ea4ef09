import { MessageCircle, ShieldCheck, Sparkles, type LucideIcon } from 'lucide-react';
import styled, { css } from 'styled-components';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { up } from '../../theme/theme';

const VALUES: ReadonlyArray<readonly [LucideIcon, MessageKey, MessageKey]> = [
  [Sparkles, 'home.value1Title', 'home.value1Text'],
  [MessageCircle, 'home.value2Title', 'home.value2Text'],
  [ShieldCheck, 'home.value3Title', 'home.value3Text'],
];

const Values = styled.ul<{ $inPanel: boolean }>`
  list-style: none;
  padding: 0;
  margin: 0 0 ${(p) => p.theme.space(5)};
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  ${up('md')} {
    grid-template-columns: repeat(3, 1fr);
  }
  ${(p) =>
    p.$inPanel &&
    css`
      ${up('lg')} {
        grid-template-columns: minmax(0, 1fr);
        gap: ${p.theme.space(2.5)};
        margin-bottom: ${p.theme.space(3)};
        padding: ${p.theme.space(3)};
        border-radius: ${p.theme.radius.card};
        background: ${p.theme.colors.surface};
        box-shadow: ${p.theme.shadow.card};
      }
    `}
  li {
    display: flex;
    gap: ${(p) => p.theme.space(2)};
    align-items: flex-start;
  }
  h2 {
    font-size: ${(p) => p.theme.font.size.lead};
    margin: 0 0 4px;
  }
  p {
    margin: 0;
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

/** What the site promises a visitor, three short points (a side panel beside the faces from lg). */
export function HomeValues({ label, inPanel }: { label: string; inPanel: boolean }) {
  const t = useT();
  return (
    <Values aria-label={label} $inPanel={inPanel}>
      {VALUES.map(([Icon, title, text]) => (
        <li key={title}>
          <span className="icon" aria-hidden="true">
            <Icon size={22} />
          </span>
          <div>
            <h2>{t(title)}</h2>
            <p>{t(text)}</p>
          </div>
        </li>
      ))}
    </Values>
  );
}
