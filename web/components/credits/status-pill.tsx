import { CircleCheck, CircleX, Clock, Ban } from 'lucide-react';
import styled from 'styled-components';
import type { ApiPayment } from '../../../bff/contract/api-types';
import { creditedBeforeCollection } from '../../../domain/direct-debit/collection';
import { useT } from '../../i18n/use-t';
import { toned, type Tone } from '../ui';

const TONE: Readonly<Record<ApiPayment['status'], Tone>> = {
  open: 'info',
  pending: 'warning',
  completed: 'success',
  failed: 'danger',
  cancelled: 'info',
};

const ICON = { open: Clock, pending: Clock, completed: CircleCheck, failed: CircleX, cancelled: Ban } as const;

const Pill = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border-radius: ${(p) => p.theme.radius.pill};
  font-size: ${(p) => p.theme.font.size.sm};
  font-weight: 700;
  white-space: nowrap;
  ${toned}
`;

/**
 * A payment's status in words with an icon, its colour only a help (SPEC §4). A completed direct debit is credited,
 * not paid: its money is collected later (domain/direct-debit/collection.ts).
 */
export function StatusPill({ payment }: { payment: Pick<ApiPayment, 'status' | 'method'> }) {
  const t = useT();
  const { status } = payment;
  const Icon = ICON[status];
  return (
    <Pill $tone={TONE[status]}>
      <Icon size={14} aria-hidden="true" />
      {t(creditedBeforeCollection(payment) ? 'payment.status.credited' : `payment.status.${status}`)}
    </Pill>
  );
}
