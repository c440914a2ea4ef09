import { Languages } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { ApiUser } from '../../../bff/contract/api-types';
import { Field, Select } from '../form';
import { Button } from '../ui';
import { LOCALES, type Locale } from '../../i18n/locale';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { Notice, type Result } from './notice';
import { SettingsSection } from './section';

const YEAR_SECONDS = 365 * 24 * 60 * 60; // SPEC §9: locale cookie 365 days

/** The SPEC §1 locales that have a catalogue; saving stores it on the account, sets the cookie and reloads in that language. */
export function LanguageSection() {
  const t = useT();
  const store = useStore();
  const [language, setLanguage] = useState<Locale>(store.locale);
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    setBusy(true);
    try {
      const answer = await store.api.request<{ user: ApiUser }>('PUT', '/api/user.php', { language });
      if (answer && answer.ok) {
        document.cookie = `locale=${language}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax`;
        window.location.reload();
        return;
      }
      if (answer) setResult({ tone: 'danger', text: t('error.generic') });
    } catch {
      setResult({ tone: 'danger', text: t('error.generic') });
    }
    setBusy(false);
  }

  return (
    <SettingsSection id="language" title={t('settings.language.title')} icon={Languages}>
      <form onSubmit={(e) => void submit(e)}>
        <Field id="settings-language" label={t('settings.language.label')}>
          <Select id="settings-language" name="language" value={language} onChange={(e) => setLanguage(e.currentTarget.value as Locale)}>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {t(`settings.language.name.${locale}`)}
              </option>
            ))}
          </Select>
        </Field>
        {result && <Notice tone={result.tone}>{result.text}</Notice>}
        <div className="actions">
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? t('settings.saving') : t('settings.language.submit')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
