import type { ReactNode } from 'react';
import { Container } from '../ui';
import { ActivationCard } from './activation-card';

/** A page of the activation flow: the card with its icon badge and heading, then what the page says and offers. */
export function ActivationPanel(props: { id?: string; icon: ReactNode; tone?: 'info'; title: string; busy?: boolean; children?: ReactNode }) {
  const id = props.id ?? 'activation-title';
  return (
    <Container>
      <ActivationCard aria-labelledby={id} aria-busy={props.busy}>
        <span className="badge" data-tone={props.tone} aria-hidden="true">
          {props.icon}
        </span>
        <h1 id={id}>{props.title}</h1>
        {props.children}
      </ActivationCard>
    </Container>
  );
}
