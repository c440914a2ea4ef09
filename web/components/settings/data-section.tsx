import { Download, FileJson } from 'lucide-react';
import { ButtonLink } from '../ui';
import { useT } from '../../i18n/use-t';
import { SettingsSection } from './section';

/** The member's own data as a JSON attachment (GET /api/export.php). */
export function DataSection() {
  const t = useT();
  return (
    <SettingsSection id="data" title={t('settings.data.title')} icon={FileJson}>
      <p className="muted">{t('settings.data.text')}</p>
      <div className="actions" style={{ marginTop: 16 }}>
        <ButtonLink href="/api/export.php" download $variant="secondary">
          <Download size={18} aria-hidden="true" />
          {t('settings.data.download')}
        </ButtonLink>
      </div>
    </SettingsSection>
  );
}
