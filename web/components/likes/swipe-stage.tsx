import styled from 'styled-components';

/** The game's column: one card at a time, at most 420 px wide, centred. */
export const SwipeStage = styled.div`
  max-width: 420px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
`;
