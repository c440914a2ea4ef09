import { BellRing } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useT } from '../../i18n/use-t';
import { useSavedToast } from './saved-toast';
import { useStore } from '../../stores/store-context';
import { Hint, Notice } from '../settings/notice';
import { SettingsSection } from '../settings/section';
import { Switch } from '../settings/switch';

/**
 * Push on /notifications (issue 23): on or off for this browser, and the state told as it is — a browser that cannot
 * push says so (and how an iPhone can), a browser where she blocked us explains how to allow it, since only she can
 * undo that in the browser's own settings.
 */
export const PushSetting = observer(function PushSetting() {
  const t = useT();
  const store = useStore();
  const { push } = store;
  const saved = useSavedToast();
  const site = store.settings.settings.name;
  const publicKey = store.settings.settings.push_public_key;

  useEffect(() => {
    if (push.isCapable === 'unknown') void push.detect();
  }, [push]);

  async function flip(on: boolean) {
    if (on) await push.turnOn(publicKey);
    else await push.turnOff();
    if (push.lastMessage === 'push.on' || push.lastMessage === 'push.off') {
      saved();
    }
  }

  const on = push.subscribed;
  const unusable = push.isCapable !== 'capable' || push.isSubscribed === 'denied' || !publicKey;
  return (
    <SettingsSection id="push" title={t('pushSetting.title')} icon={BellRing}>
      <Switch
        id="notifications-push"
        label={t('pushSetting.label')}
        checked={on}
        disabled={unusable || push.busy}
        describedBy="notifications-push-state"
        stateText={t(on ? 'notifications.on' : 'notifications.off')}
        onChange={(e) => void flip(e.currentTarget.checked)}
      />
      <Hint id="notifications-push-hint" style={{ paddingLeft: 60, marginTop: -2 }}>
        {t('pushSetting.hint', { site })}
      </Hint>
      <div id="notifications-push-state" style={{ marginTop: 12 }} aria-live="polite">
        {push.isCapable === 'unknown' && <Hint>{t('pushSetting.checking')}</Hint>}
        {(push.isCapable === 'unsupported' || (push.isCapable === 'capable' && !publicKey)) && <Notice tone="info">{t('pushSetting.unsupported', { site })}</Notice>}
        {push.isCapable === 'capable' && push.isSubscribed === 'denied' && <Notice tone="info">{t('pushSetting.denied', { site })}</Notice>}
        {push.lastMessage === 'push.failed' && <Notice tone="danger">{t('push.failed', { site })}</Notice>}
      </div>
    </SettingsSection>
  );
});
