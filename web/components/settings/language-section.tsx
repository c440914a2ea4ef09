import { Languages } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Field, Select } from '../form';
import { languageName } from '../../i18n/country-name';
import { LOCALES, type Locale } from '../../i18n/locale';
import { useT } from '../../i18n/use-t';
import { useLocalStore, useStore } from '../../stores/store-context';
import { LanguageSetting } from '../../stores/user-settings';
import { FormOutcome, SubmitButton } from './form-parts';
import { SettingsSection } from './section';

/**
 * The SPEC §1 locales that have a catalogue. Saving goes through the store's action (PUT /api/user.php {language}),
 * whose answer sets the locale cookie on the server, as the top bar's menu does (decision 0064); the page then reloads
 * in that language.
 */
export const LanguageSection = observer(function LanguageSection() {
  const t = useT();
  const setting = useLocalStore((store) => new LanguageSetting(store.endpoints));
  const [language, setLanguage] = useState<Locale>(useStore().locale);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await setting.save(language)) window.location.reload();
  }

  return (
    <SettingsSection id="language" title={t('settings.language.title')} icon={Languages}>
      <form onSubmit={(e) => void submit(e)}>
        <Field id="settings-language" label={t('settings.language.label')}>
          <Select id="settings-language" name="language" value={language} onChange={(e) => setLanguage(e.currentTarget.value as Locale)}>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {languageName(locale)}
              </option>
            ))}
          </Select>
        </Field>
        <FormOutcome problem={setting.form.problem} />
        <SubmitButton busy={setting.form.busy} label={t('settings.language.submit')} />
      </form>
    </SettingsSection>
  );
});
