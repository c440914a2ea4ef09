import type { LucideIcon } from 'lucide-react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ApiDiscountCode } from '../../../bff/contract/api-types';
import { useT } from '../../i18n/use-t';

const Banner = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1.5)};
  padding: ${(p) => p.theme.space(2)};
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.colors.successSoft};
  color: ${(p) => p.theme.colors.successStrong};
  border: 1px solid ${(p) => p.theme.colors.successBorder};
  .icon {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.success};
    color: ${(p) => p.theme.colors.onSuccess};
  }
  strong {
    display: block;
    font-size: ${(p) => p.theme.font.size.lg};
    color: ${(p) => p.theme.colors.successDeep};
  }
  span {
    font-size: ${(p) => p.theme.font.size.sm};
  }
  code {
    font-family: inherit;
    font-weight: 800;
    letter-spacing: 0.04em;
  }
`;

/** Her active discount (the time bonus, else the welcome code, SPEC §4): the percentage, the code and until when. */
export function DiscountBanner({ discount, icon: Icon }: { discount: ApiDiscountCode; icon: LucideIcon }) {
  const t = useT();
  const intl = useIntl();
  return (
    <Banner role="note">
      <span className="icon">
        <Icon size={24} aria-hidden="true" />
      </span>
      <div>
        <strong>{t('credits.discount.banner', { percentage: discount.percentage, code: discount.code })}</strong>
        <span>
          {t('credits.discount.applied')}{' '}
          {discount.expires && t('credits.discount.until', { date: intl.formatDate(discount.expires, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }) })}
        </span>
      </div>
    </Banner>
  );
}
