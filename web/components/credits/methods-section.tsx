import { ShieldCheck } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { MethodList } from './method-list';

const Methods = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
  h2 {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
  a {
    color: ${(p) => p.theme.colors.text};
    font-weight: 600;
  }
`;

/** The methods she can pay with, under the bundles of /credits, and the way to the full price list. */
export function MethodsSection({ methods }: { methods: readonly string[] }) {
  const t = useT();
  return (
    <Methods aria-labelledby="credits-methods">
      <h2 id="credits-methods">
        <ShieldCheck size={22} aria-hidden="true" />
        {t('credits.methods.title')}
      </h2>
      <p>{t('credits.methods.intro')}</p>
      <MethodList methods={methods} label={t('credits.methods.title')} />
      <p>
        <a href="/pricing">{t('credits.pricingLink')}</a>
      </p>
    </Methods>
  );
}
