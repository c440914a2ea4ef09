import { BadgeCheck, Heart, MapPin, MessageCircle, ShieldCheck, Smartphone } from 'lucide-react';
import styled from 'styled-components';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { up } from '../../theme/theme';

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
    border-radius: ${(p) => p.theme.radius.card};
    align-items: center;
    justify-content: center;
    background: ${(p) => p.theme.colors.primarySoft};
    color: ${(p) => p.theme.colors.primary};
    margin-bottom: ${(p) => p.theme.space(1)};
  }
  strong {
    display: block;
    font-size: ${(p) => p.theme.font.size.md};
  }
  span.text {
    display: block;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.font.size.body};
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

/** The iconslanding's six benefits, an icon each: what she gets by signing up. */
export function BenefitGrid() {
  const t = useT();
  return (
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
  );
}
