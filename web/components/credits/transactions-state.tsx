import { CloudOff } from 'lucide-react';
import styled, { keyframes } from 'styled-components';
import { useT } from '../../i18n/use-t';
import { ListError } from '../list-state';

const shimmer = keyframes`from { background-position: -200px 0; } to { background-position: 200px 0; }`;

/** /transactions when her payments could not be read: said, with a button that reads them again. */
export function TransactionsFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div data-testid="transactions-failed">
      <ListError icon={CloudOff} text={t('transactions.failed')} retry={t('error.tryAgain')} onRetry={onRetry} />
    </div>
  );
}

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radius.card};
  box-shadow: ${(p) => p.theme.shadow.card};
  overflow: hidden;
  li {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(1.5)};
    padding: ${(p) => p.theme.space(2)};
  }
  li + li {
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
  .bone {
    border-radius: ${(p) => p.theme.radius.tiny};
    background: linear-gradient(90deg, ${(p) => p.theme.colors.skeleton} 0, ${(p) => p.theme.colors.skeletonShine} 40px, ${(p) => p.theme.colors.skeleton} 80px)
      ${(p) => p.theme.colors.skeleton};
    background-size: 400px 100%;
    animation: ${shimmer} 1.2s linear infinite;
    @media (prefers-reduced-motion: reduce) {
      animation: none;
    }
  }
  .tile {
    flex: none;
    width: 40px;
    height: 40px;
    border-radius: ${(p) => p.theme.radius.control};
  }
  .lines {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(1)};
  }
  .line {
    height: 12px;
    width: 60%;
  }
  .line.short {
    width: 35%;
  }
  .amount {
    flex: none;
    width: 64px;
    height: 16px;
  }
`;

/** Where her payments will be while they are read again: rows of the list's shape. */
export function TransactionsSkeleton({ rows = 3 }: { rows?: number }) {
  const t = useT();
  return (
    <Rows role="status" aria-label={t('transactions.loading')} aria-busy="true" data-testid="transactions-loading">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} aria-hidden="true">
          <span className="bone tile" />
          <span className="lines">
            <span className="bone line" />
            <span className="bone line short" />
          </span>
          <span className="bone amount" />
        </li>
      ))}
    </Rows>
  );
}
