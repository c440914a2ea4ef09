import { X } from 'lucide-react';
import styled from 'styled-components';
import { searchHref, type SearchKey, type SearchParams } from '../../stores/search-store';

const Chips = styled.ul`
  list-style: none;
  margin: 0 0 ${(p) => p.theme.space(2)};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 36px;
    padding: 0 8px 0 14px;
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.colors.primarySoft};
    color: ${(p) => p.theme.colors.onPrimarySoft};
    font-weight: 600;
    font-size: ${(p) => p.theme.font.size.sm};
    text-decoration: none;
    border: 1px solid transparent;
    &:hover {
      border-color: ${(p) => p.theme.colors.primary};
    }
  }
`;

export interface FilterChip {
  readonly label: string;
  /** The parameters this chip stands for; removing it removes them (the country takes its region along). */
  readonly keys: readonly SearchKey[];
}

/** The filters that are set, each a chip whose link is the search without it (from its first page). */
export function FilterChips(props: { chips: readonly FilterChip[]; params: SearchParams; removeLabel(label: string): string; label: string }) {
  if (props.chips.length === 0) return null;
  return (
    <Chips aria-label={props.label}>
      {props.chips.map((chip) => {
        const without: SearchParams = { ...props.params, page: undefined, similar_page: undefined };
        // Without a gender in the URL the search picks one for her; removing her choice means everyone.
        for (const key of chip.keys) without[key] = key === 'gender' ? '' : undefined;
        return (
          <li key={chip.keys.join()}>
            <a href={searchHref(without)} aria-label={props.removeLabel(chip.label)}>
              {chip.label}
              <X size={16} aria-hidden="true" />
            </a>
          </li>
        );
      })}
    </Chips>
  );
}
