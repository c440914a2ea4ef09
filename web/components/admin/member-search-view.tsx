import { Search } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { MemberSearchPage } from '../../admin/member-pages';
import { useIntl } from 'react-intl';
import { useT } from '../../i18n/use-t';
import { Notice } from '../settings/notice';
import { Button, Card } from '../ui';
import { adminProblemText } from './admin-problem-text';
import { CardList, FilterForm } from './filter-form';
import { MemberMain, StatusBadge } from './member-parts';

const Row = styled.a`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${(p) => p.theme.space(0.5)} ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(1.5)} ${(p) => p.theme.space(2)};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
  .name {
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  .meta {
    grid-column: 1 / -1;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.font.size.sm};
    overflow-wrap: anywhere;
  }
  &:hover,
  &:focus-visible {
    border-color: ${(p) => p.theme.colors.primary};
  }
  @media (min-width: ${(p) => p.theme.breakpoints.md}px) {
    grid-template-columns: 2fr 3fr 1fr auto;
    align-items: center;
    .meta {
      grid-column: auto;
    }
  }
`;

const Empty = styled(Card)`
  padding: ${(p) => p.theme.space(2.5)};
  color: ${(p) => p.theme.colors.textMuted};
  p {
    margin: 0;
  }
`;

/** /admin/members: the search box and what it found, each row leading to her account. */
export const MemberSearchView = observer(function MemberSearchView({ search }: { search: MemberSearchPage }) {
  const t = useT();
  const intl = useIntl();
  const fieldProblem = search.problem?.error === 'invalid_input';
  return (
    <MemberMain>
      <h1>{t('admin.members.title')}</h1>
      <p className="intro">{t('admin.members.intro')}</p>
      <FilterForm $field="16rem"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          void search.search();
        }}
      >
        <label>
          {t('admin.members.search')}
          <input type="search" name="q" value={search.query} autoComplete="off" aria-invalid={fieldProblem || undefined} onChange={(event) => search.setQuery(event.target.value)} />
        </label>
        <Button type="submit" disabled={search.busy}>
          <Search size={18} aria-hidden="true" />
          {t('admin.members.submit')}
        </Button>
      </FilterForm>
      {search.problem && <Notice tone="danger">{adminProblemText(t, search.problem)}</Notice>}
      <div role="status" aria-live="polite">
        {search.searched !== undefined && search.results.length === 0 && (
          <Empty>
            <p>{t('admin.members.empty', { query: search.searched })}</p>
          </Empty>
        )}
      </div>
      {search.results.length > 0 && (
        <section aria-labelledby="member-results">
          <h2 id="member-results">{t('admin.members.results')}</h2>
          <CardList>
            {search.results.map((member) => (
              <li key={member.id}>
                <Row href={`/admin/members/${member.id}`}>
                  <span className="name">{member.name || member.email}</span>
                  <span className="meta">{member.email}</span>
                  <span className="meta">
                    {t('admin.members.id')} {member.id} · {t('admin.members.joined')} {intl.formatDate(member.signup_date, { dateStyle: 'medium' })}
                  </span>
                  <StatusBadge status={member.status} />
                </Row>
              </li>
            ))}
          </CardList>
        </section>
      )}
    </MemberMain>
  );
});
