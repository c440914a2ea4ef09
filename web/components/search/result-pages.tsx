import { ChevronLeft, ChevronRight } from 'lucide-react';
import styled from 'styled-components';
import type { ApiSearchPage } from '../../../bff/contract/api-types';
import { useT } from '../../i18n/use-t';
import { ButtonLink } from '../ui';

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space(2)};
  margin-top: ${(p) => p.theme.space(4)};
  span {
    font-variant-numeric: tabular-nums;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** Previous and next by page number, with "page N of M"; nothing when it all fits on one page. */
export function ResultPages({ page, label, url }: { page: Pick<ApiSearchPage, 'total' | 'page' | 'page_size'>; label: string; url(page: number): string }) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(page.total / page.page_size));
  if (pages <= 1) return null;
  return (
    <Pager aria-label={label}>
      {page.page > 1 && (
        <ButtonLink href={url(page.page - 1)} $variant="secondary" rel="prev">
          <ChevronLeft size={18} aria-hidden="true" />
          {t('search.previous')}
        </ButtonLink>
      )}
      <span>{t('search.pageOf', { page: page.page, pages })}</span>
      {page.page < pages && (
        <ButtonLink href={url(page.page + 1)} $variant="secondary" rel="next">
          {t('search.next')}
          <ChevronRight size={18} aria-hidden="true" />
        </ButtonLink>
      )}
    </Pager>
  );
}
