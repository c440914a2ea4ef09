import { EyeOff, RotateCcw, ShieldCheck, UserCheck } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { ApiProfile } from '../../../bff/contract/api-types';
import { Avatar } from '../avatar';
import { Button } from '../ui';
import { useErrorText } from '../use-error-text';
import { useT } from '../../i18n/use-t';
import { PrivacySettings } from '../../stores/privacy-settings';
import { useLocalStore } from '../../stores/store-context';
import { Hint, Notice } from './notice';
import { SettingsSection } from './section';
import { Switch } from './switch';

const Divider = styled.hr`
  border: 0;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  margin: ${(p) => p.theme.space(3)} 0;
`;

/** A list that did not load: why, and the button that loads it again. */
const Retry = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${(p) => p.theme.space(1)};
  margin-top: 12px;
`;

const BlockedTitle = styled.h3`
  font-size: ${(p) => p.theme.font.size.md};
  margin-bottom: 4px;
`;

const List = styled.ul`
  list-style: none;
  margin: ${(p) => p.theme.space(1.5)} 0 0;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(1.5)};
    padding: ${(p) => p.theme.space(1.5)} 0;
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
  li:first-child {
    border-top: 0;
  }
  .who {
    flex: 1;
    min-width: 0;
    display: flex;
    flex-direction: column;
  }
  .who strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .who span {
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
  button {
    min-height: 40px;
    padding: 0 ${(p) => p.theme.space(2)};
    font-size: ${(p) => p.theme.font.size.body};
  }
`;

const Skeleton = styled.li`
  .bone {
    border-radius: ${(p) => p.theme.radius.input};
    background: linear-gradient(90deg, ${(p) => p.theme.colors.skeleton} 25%, ${(p) => p.theme.colors.skeletonShine} 50%, ${(p) => p.theme.colors.skeleton} 75%);
    background-size: 200% 100%;
    animation: shimmer 1.2s infinite linear;
  }
  @keyframes shimmer {
    to {
      background-position: -200% 0;
    }
  }
`;

const Empty = styled.p`
  display: flex;
  gap: ${(p) => p.theme.space(1)};
  align-items: flex-start;
  margin-top: ${(p) => p.theme.space(1.5)} !important;
  padding: ${(p) => p.theme.space(2)};
  border-radius: ${(p) => p.theme.radius.input};
  background: ${(p) => p.theme.colors.background};
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.font.size.sm};
  svg {
    flex: none;
    margin-top: 2px;
    color: ${(p) => p.theme.colors.successStrong};
  }
`;

/** SPEC §2: invisible mode and the block list with unblock. */
export const PrivacySection = observer(function PrivacySection() {
  const t = useT();
  const text = useErrorText();
  const privacy = useLocalStore((store) => new PrivacySettings(store.endpoints, store.session));
  const { blocks, invisible } = privacy;
  const blockedHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    void privacy.loadBlocks();
  }, [privacy]);

  async function unblock(profile: ApiProfile) {
    if (await privacy.unblock(profile)) blockedHeading.current?.focus();
  }

  const invisibleProblem = privacy.invisibleForm.problem;
  const unblockProblem = privacy.unblockForm.problem;

  return (
    <SettingsSection id="privacy" title={t('settings.privacy.title')} icon={EyeOff}>
      <Switch
        id="settings-invisible"
        label={t('settings.privacy.invisible')}
        checked={invisible}
        disabled={privacy.invisibleForm.busy}
        describedBy="settings-invisible-hint"
        stateText={t(invisible ? 'settings.on' : 'settings.off')}
        onChange={(e) => void privacy.setInvisible(e.currentTarget.checked)}
      />
      <Hint id="settings-invisible-hint">{t('settings.privacy.invisibleHint')}</Hint>
      {(invisibleProblem || privacy.savedInvisible !== null) && (
        <div style={{ marginTop: 12 }}>
          {invisibleProblem ? (
            <Notice tone="danger">{text(invisibleProblem)}</Notice>
          ) : (
            <Notice tone="success">{t(privacy.savedInvisible ? 'settings.privacy.invisibleOn' : 'settings.privacy.invisibleOff')}</Notice>
          )}
        </div>
      )}
      <Divider />
      <BlockedTitle id="settings-blocked" ref={blockedHeading} tabIndex={-1}>
        {t('settings.privacy.blocked')}
      </BlockedTitle>
      <Hint>{t('settings.privacy.blockedHint')}</Hint>
      {(unblockProblem || privacy.unblocked) && (
        <div style={{ marginTop: 12 }}>
          {unblockProblem ? (
            <Notice tone="danger">{text(unblockProblem)}</Notice>
          ) : (
            <Notice tone="success">{t('settings.privacy.unblocked', { name: privacy.unblocked?.name ?? '' })}</Notice>
          )}
        </div>
      )}
      {blocks.state === 'loading' && (
        <List aria-busy="true" aria-label={t('settings.privacy.blockedLoading')}>
          {[0, 1].map((i) => (
            <Skeleton key={i}>
              <span className="bone" style={{ width: 40, height: 40, borderRadius: '50%' }} />
              <span className="bone" style={{ flex: 1, height: 16, maxWidth: 180 }} />
            </Skeleton>
          ))}
        </List>
      )}
      {blocks.state === 'failed' && (
        <Retry>
          <Notice tone="danger">{text(blocks.problem)}</Notice>
          <Button type="button" $variant="secondary" onClick={() => void privacy.loadBlocks()}>
            <RotateCcw size={18} aria-hidden="true" />
            {t('settings.retry')}
          </Button>
        </Retry>
      )}
      {blocks.state === 'ready' && blocks.profiles.length === 0 && (
        <Empty>
          <ShieldCheck size={18} aria-hidden="true" />
          {t('settings.privacy.blockedEmpty')}
        </Empty>
      )}
      {blocks.state === 'ready' && blocks.profiles.length > 0 && (
        <List aria-labelledby="settings-blocked">
          {blocks.profiles.map((profile) => (
            <li key={profile.id}>
              <Avatar profile={profile} size={40} />
              <span className="who">
                <strong>{profile.name}</strong>
                <span>{[t('profile.age', { age: profile.age }), profile.city].filter(Boolean).join(' · ')}</span>
              </span>
              <Button
                type="button"
                $variant="secondary"
                disabled={privacy.unblocking === profile.id}
                aria-busy={privacy.unblocking === profile.id}
                onClick={() => void unblock(profile)}
              >
                <UserCheck size={18} aria-hidden="true" />
                {t('settings.privacy.unblock')}
                <span className="visually-hidden"> {profile.name}</span>
              </Button>
            </li>
          ))}
        </List>
      )}
    </SettingsSection>
  );
});
