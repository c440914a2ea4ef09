import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { FictionalIcon } from '../member-card';
import { FaceGrid } from './face-grid';
import type { LanderFace } from './lander-face';
import { Section } from './lander-parts';

const Note = styled.p`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  margin: ${(p) => p.theme.space(1.5)} 0 0;
  padding: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(1.5)};
  border-radius: ${(p) => p.theme.radius.control};
  background: ${(p) => p.theme.colors.warningSoft};
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => p.theme.font.size.sm};
  svg {
    flex: none;
    margin-top: 2px;
  }
`;

/** A fictional member's disclosure (SPEC §1), in words beside her photo, as her profile says it. */
export const FictionalNote = observer(function FictionalNote({ face }: { face: LanderFace }) {
  const t = useT();
  const settings = useStore().settings.settings;
  if (!face.fictional) return null;
  return (
    <Note role="note">
      <FictionalIcon label={settings.fictional_singular} size={16} />
      <span>
        <strong>{t('profile.fictionalTitle')}: </strong>
        {settings.fictional_warning}
      </span>
    </Note>
  );
});

/** Others near her the visitor may see, under a member's lander; nothing when there are none. */
export function MoreFaces({ faces }: { faces: readonly LanderFace[] }) {
  const t = useT();
  if (faces.length === 0) return null;
  return (
    <Section as="section" aria-labelledby="more-faces">
      <h2 id="more-faces">{t('landers.member.more')}</h2>
      <FaceGrid faces={faces.slice(0, 6)} columns={{ md: 3, lg: 6 }} />
    </Section>
  );
}
