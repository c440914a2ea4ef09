import { EyeOff, ShieldCheck, UserCheck } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ApiProfile, ApiUser } from '../../../bff/contract/api-types';
import { Avatar } from '../avatar';
import { Button } from '../ui';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { Hint, Notice, type Result } from './notice';
import { SettingsSection } from './section';
import { Switch } from './switch';

const Divider = styled.hr`
  border: 0;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  margin: ${(p) => p.theme.space(3)} 0;
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
    font-size: 14px;
    color: ${(p) => p.theme.colors.textMuted};
  }
  button {
    min-height: 40px;
    padding: 0 ${(p) => p.theme.space(2)};
    font-size: 15px;
  }
`;

const Skeleton = styled.li`
  .bone {
    border-radius: 8px;
    background: linear-gradient(90deg, #ececf0 25%, #f6f6f8 50%, #ececf0 75%);
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
  font-size: 14px;
  svg {
    flex: none;
    margin-top: 2px;
    color: ${(p) => p.theme.colors.successStrong};
  }
`;

type Blocks = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; profiles: readonly ApiProfile[] };

/** SPEC §2: invisible mode and the block list with unblock. */
export const PrivacySection = observer(function PrivacySection() {
  const t = useT();
  const store = useStore();
  const user = store.session.user;
  const [invisible, setInvisible] = useState(Boolean((user as (ApiUser & { invisible?: boolean }) | null)?.invisible));
  const [invisibleResult, setInvisibleResult] = useState<Result | null>(null);
  const [savingInvisible, setSavingInvisible] = useState(false);
  const [blocks, setBlocks] = useState<Blocks>({ state: 'loading' });
  const [blocksResult, setBlocksResult] = useState<Result | null>(null);
  const [unblocking, setUnblocking] = useState<number | null>(null);
  const blockedHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    store.api
      .get<{ profiles: ApiProfile[] }>('/api/blocks.php')
      .then((answer) => {
        if (live && answer) setBlocks(answer.ok ? { state: 'ready', profiles: answer.data.profiles } : { state: 'failed' });
      })
      .catch(() => live && setBlocks({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [store]);

  async function toggleInvisible(next: boolean) {
    setInvisible(next);
    setSavingInvisible(true);
    setInvisibleResult(null);
    try {
      const answer = await store.api.request<{ user: ApiUser }>('PUT', '/api/invisible.php', { invisible: next });
      if (answer && answer.ok) {
        store.session.setUser(answer.data.user);
        setInvisibleResult({ tone: 'success', text: t(next ? 'settings.privacy.invisibleOn' : 'settings.privacy.invisibleOff') });
      } else if (answer) {
        setInvisible(!next);
        setInvisibleResult({ tone: 'danger', text: t('error.generic') });
      }
    } catch {
      setInvisible(!next);
      setInvisibleResult({ tone: 'danger', text: t('error.generic') });
    }
    setSavingInvisible(false);
  }

  async function unblock(profile: ApiProfile) {
    setUnblocking(profile.id);
    setBlocksResult(null);
    try {
      const answer = await store.api.request<{ ok: true }>('DELETE', '/api/block.php', { profile_id: profile.id });
      if (answer && answer.ok) {
        setBlocks((b) => (b.state === 'ready' ? { state: 'ready', profiles: b.profiles.filter((p) => p.id !== profile.id) } : b));
        setBlocksResult({ tone: 'success', text: t('settings.privacy.unblocked', { name: profile.name }) });
        blockedHeading.current?.focus();
      } else if (answer) setBlocksResult({ tone: 'danger', text: t('error.generic') });
    } catch {
      setBlocksResult({ tone: 'danger', text: t('error.generic') });
    }
    setUnblocking(null);
  }

  return (
    <SettingsSection id="privacy" title={t('settings.privacy.title')} icon={EyeOff}>
      <Switch
        id="settings-invisible"
        label={t('settings.privacy.invisible')}
        checked={invisible}
        disabled={savingInvisible}
        describedBy="settings-invisible-hint"
        stateText={t(invisible ? 'settings.on' : 'settings.off')}
        onChange={(e) => void toggleInvisible(e.currentTarget.checked)}
      />
      <Hint id="settings-invisible-hint">{t('settings.privacy.invisibleHint')}</Hint>
      {invisibleResult && (
        <div style={{ marginTop: 12 }}>
          <Notice tone={invisibleResult.tone}>{invisibleResult.text}</Notice>
        </div>
      )}
      <Divider />
      <h3 id="settings-blocked" ref={blockedHeading} tabIndex={-1} style={{ fontSize: 17, marginBottom: 4 }}>
        {t('settings.privacy.blocked')}
      </h3>
      <Hint>{t('settings.privacy.blockedHint')}</Hint>
      {blocksResult && (
        <div style={{ marginTop: 12 }}>
          <Notice tone={blocksResult.tone}>{blocksResult.text}</Notice>
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
        <div style={{ marginTop: 12 }}>
          <Notice tone="danger">{t('error.generic')}</Notice>
        </div>
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
                disabled={unblocking === profile.id}
                aria-busy={unblocking === profile.id}
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
