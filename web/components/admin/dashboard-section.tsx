import { Download, RefreshCw } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { DashboardState } from '../../admin/dashboard-state';
import { useT } from '../../i18n/use-t';
import { Notice } from '../settings/notice';
import { Button, ButtonLink } from '../ui';
import { adminProblemText } from './admin-problem-text';
import { DashboardCharts } from './dashboard-charts';
import { FilterForm } from './filter-form';

const Filter = styled(FilterForm)`
  align-self: stretch;
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(1)};
  }
`;

/** The dashboard on /admin (decision 0078): a domain and a range of days, six charts, a table and the CSV. */
export const DashboardSection = observer(function DashboardSection({ dashboard }: { dashboard: DashboardState }) {
  const t = useT();
  const data = dashboard.data;
  const field = dashboard.problem?.error === 'invalid_input' ? dashboard.problem.field : undefined;
  return (
    <>
      <Filter
        aria-label={t('admin.dashboard.filter')}
        onSubmit={(event) => {
          event.preventDefault();
          void dashboard.load();
        }}
      >
        <label>
          <span id="dashboard-domain">{t('admin.dashboard.domain')}</span>
          <select name="domain" aria-labelledby="dashboard-domain" value={dashboard.domain} onChange={(event) => dashboard.set('domain', event.target.value)}>
            <option value="">{t('admin.dashboard.allDomains')}</option>
            {(data?.domains ?? []).map((domain) => (
              <option key={domain} value={domain}>
                {domain}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('admin.dashboard.from')}
          <input type="date" name="from" value={dashboard.from} aria-invalid={field === 'from' || undefined} onChange={(event) => dashboard.set('from', event.target.value)} />
        </label>
        <label>
          {t('admin.dashboard.to')}
          <input type="date" name="to" value={dashboard.to} aria-invalid={field === 'to' || undefined} onChange={(event) => dashboard.set('to', event.target.value)} />
        </label>
        <div className="actions">
          <Button type="submit" disabled={dashboard.busy}>
            <RefreshCw size={18} aria-hidden="true" />
            {t('admin.dashboard.show')}
          </Button>
          {data && (
            <ButtonLink $variant="secondary" href={dashboard.csvHref} download>
              <Download size={18} aria-hidden="true" />
              {t('admin.dashboard.csv')}
            </ButtonLink>
          )}
        </div>
      </Filter>
      {dashboard.problem && (
        <Notice tone="danger">{field ? t(field === 'to' ? 'admin.dashboard.error.to' : field === 'domain' ? 'admin.dashboard.error.domain' : 'admin.dashboard.error.from') : adminProblemText(t, dashboard.problem)}</Notice>
      )}
      <div aria-busy={dashboard.busy} aria-live="polite">
        {data ? <DashboardCharts data={data} /> : !dashboard.problem && <p role="status">{t('admin.home.loading')}</p>}
      </div>
    </>
  );
});
