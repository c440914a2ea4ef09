import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { Section } from './lander-parts';

/** The tinderswipe lander's first section: centred, the deck under its headline. */
export const SwipeStage = styled(Section)`
  text-align: center;
  p.lead {
    margin-left: auto;
    margin-right: auto;
  }
`;

const Keys = styled.p`
  margin-top: ${(p) => p.theme.space(2)};
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.font.size.sm};
  kbd {
    display: inline-block;
    min-width: 24px;
    padding: 0 6px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-bottom-width: 2px;
    border-radius: ${(p) => p.theme.radius.input};
    background: ${(p) => p.theme.colors.surface};
    font: inherit;
  }
`;

/** The deck's keys, said under it: ← passes, → likes. */
export function SwipeKeys() {
  const t = useT();
  return (
    <Keys>
      <kbd aria-hidden="true">←</kbd> <kbd aria-hidden="true">→</kbd> {t('landers.tinderswipe.keys')}
    </Keys>
  );
}
