import styled from 'styled-components';

/** The payment page's column: the outcome, the receipt and the way to all payments, centred in one readable width. */
export const PaymentColumn = styled.div`
  max-width: 720px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  .all {
    align-self: center;
  }
`;
