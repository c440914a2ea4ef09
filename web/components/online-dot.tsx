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
    box-shadow: 0 0 0 2px rgba(255, 255, 255, 0.85);
  }
`;

/** The online dot with its word (issue 9): colour is never the only sign. */
export function OnlineDot({ label }: { label: string }) {
  return <Dot className="online">{label}</Dot>;
}
