import styled from 'styled-components';

const Dot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 600;
  &::before {
    content: '';
    display: inline-block;
    flex: none;
    width: 9px;
    height: 9px;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.success};
    box-shadow: ${(p) => p.theme.shadow.dotRing};
  }
`;

/** The online dot with its word (issue 9): colour is never the only sign. */
export function OnlineDot({ label }: { label: string }) {
  return <Dot className="online">{label}</Dot>;
}
