import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { methodKey } from './method-names';
import { MethodIcon } from './method-icon';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(1)};
  li {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    padding: 6px 14px 6px 10px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.colors.surface};
    font-size: ${(p) => p.theme.font.size.sm};
    font-weight: 600;
  }
  svg {
    color: ${(p) => p.theme.colors.secondaryStrong};
  }
`;

/** The payment methods of her country, each by its recognisable name. */
export function MethodList({ methods, label }: { methods: readonly string[]; label: string }) {
  const t = useT();
  return (
    <List aria-label={label}>
      {methods.map((method) => (
        <li key={method}>
          <MethodIcon method={method} size={18} />
          {t(methodKey(method))}
        </li>
      ))}
    </List>
  );
}
