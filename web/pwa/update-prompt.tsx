import { RefreshCw } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { Button } from '../components/ui';
import { useT } from '../i18n/use-t';
import type { AppUpdate } from './app-update';

const Card = styled.section`
  position: fixed;
  z-index: ${(p) => p.theme.signals.zIndex};
  left: ${(p) => p.theme.space(2)};
  right: ${(p) => p.theme.space(2)};
  top: calc(${(p) => p.theme.space(1)} + env(safe-area-inset-top, 0px));
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(2)};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.card};
  box-shadow: ${(p) => p.theme.shadow.float};
  animation: update-prompt-in 200ms ease-out;
  @keyframes update-prompt-in {
    from {
      opacity: 0;
      transform: translateY(-8px);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  @media (min-width: ${(p) => p.theme.breakpoints.md}px) {
    left: auto;
    right: ${(p) => p.theme.space(3)};
    top: auto;
    bottom: ${(p) => p.theme.space(3)};
    max-width: 420px;
  }
  .icon {
    flex: none;
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.colors.primarySoft};
    color: ${(p) => p.theme.colors.primary};
  }
  .text {
    flex: 1 1 180px;
    min-width: 0;
  }
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.md};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.font.size.sm};
  }
  .actions {
    display: flex;
    gap: ${(p) => p.theme.space(1)};
    margin-left: auto;
  }
`;

/**
 * "Nieuwe versie beschikbaar" with "Vernieuwen" (issue 23): a card, not a dialog, so it takes no focus and opens over
 * nothing she is doing; the reload comes only from her click. Top of the screen on a phone (the chat's composer is at
 * the bottom), bottom right on a desktop.
 */
const UpdatePrompt = observer(function UpdatePrompt({ update }: { update: AppUpdate }) {
  const t = useT();
  return (
    <Card aria-labelledby="app-update-title" data-signals="update">
      <span className="icon" aria-hidden="true">
        <RefreshCw size={20} />
      </span>
      <div className="text">
        <h2 id="app-update-title">{t('app.updateAvailable')}</h2>
        <p>{t('app.updateHint')}</p>
      </div>
      <div className="actions">
        <Button type="button" $variant="ghost" onClick={() => update.putOff()} disabled={update.accepting}>
          {t('app.updateLater')}
        </Button>
        <Button type="button" onClick={() => update.take()} disabled={update.accepting} aria-busy={update.accepting}>
          {update.accepting ? t('app.updateReloading') : t('app.updateReload')}
        </Button>
      </div>
    </Card>
  );
});

export default UpdatePrompt;
