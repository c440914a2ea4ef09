import { PackageOpen, ShoppingBag } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { useLocalPath } from '../language/use-local-path';
import { ButtonLink, Card } from '../ui';

const Empty = styled(Card)`
  max-width: 640px;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${(p) => p.theme.space(2)};
  h2 {
    display: flex;
    align-items: center;
    gap: 10px;
    margin: 0;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** The repeat order without a completed order to repeat: what is true, and the way to the bundles. */
export function NoLastOrder() {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <Empty>
      <h2>
        <PackageOpen size={24} aria-hidden="true" />
        {t('repeat.none.title')}
      </h2>
      <p>{t('repeat.none.text')}</p>
      <ButtonLink href={localPath('/credits')}>
        <ShoppingBag size={18} aria-hidden="true" />
        {t('repeat.none.cta')}
      </ButtonLink>
    </Empty>
  );
}
