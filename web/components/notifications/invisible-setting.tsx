import { EyeOff } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useT } from '../../i18n/use-t';
import { PrivacySettings } from '../../stores/privacy-settings';
import { useLocalStore } from '../../stores/store-context';
import { Hint, Notice } from '../settings/notice';
import { SettingsSection } from '../settings/section';
import { Switch } from '../settings/switch';
import { useErrorText } from '../use-error-text';
import { useSavedToast } from './saved-toast';

/** Invisible mode on /notifications (SPEC §2): the settings page's own switch and store, not a second one. */
export const InvisibleSetting = observer(function InvisibleSetting() {
  const t = useT();
  const text = useErrorText();
  const privacy = useLocalStore((store) => new PrivacySettings(store.endpoints, store.session));
  const saved = useSavedToast();
  const problem = privacy.invisibleForm.problem;

  async function flip(invisible: boolean) {
    await privacy.setInvisible(invisible);
    if (privacy.savedInvisible !== null) saved();
  }
  return (
    <SettingsSection id="invisible" title={t('notifications.privacy.title')} icon={EyeOff}>
      <Switch
        id="notifications-invisible"
        label={t('settings.privacy.invisible')}
        checked={privacy.invisible}
        disabled={privacy.invisibleForm.busy}
        describedBy="notifications-invisible-hint"
        stateText={t(privacy.invisible ? 'notifications.on' : 'notifications.off')}
        onChange={(e) => void flip(e.currentTarget.checked)}
      />
      <Hint id="notifications-invisible-hint" style={{ paddingLeft: 60, marginTop: -2 }}>
        {t('settings.privacy.invisibleHint')}
      </Hint>
      {problem && (
        <div style={{ marginTop: 12 }}>
          <Notice tone="danger">{text(problem)}</Notice>
        </div>
      )}
    </SettingsSection>
  );
});
