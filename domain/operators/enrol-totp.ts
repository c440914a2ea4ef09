import type { OperatorId } from './actor';
import { OperatorError } from './operator-error';
import type { OperatorSessionKeeper } from './operator-session-keeper';
import type { Operators, TwoFactorCodes } from './ports';

export interface TotpEnrolmentOffer {
  readonly secret: string;
  /** The otpauth:// URI of the QR code. */
  readonly uri: string;
}

/**
 * First login: half a session (password right) of an operator without TOTP gets a secret for her authenticator app,
 * kept pending until her first code confirms it (ConfirmTotp). An enrolled operator never gets a new one this way:
 * a password alone must not replace her second factor.
 */
export class EnrolTotp {
  constructor(private readonly deps: { operators: Operators; sessions: OperatorSessionKeeper; codes: TwoFactorCodes; issuer: string }) {}

  async run(sessionToken: string): Promise<TotpEnrolmentOffer> {
    const session = await this.deps.sessions.find(sessionToken);
    if (!session || session.stage !== 'second_factor') throw new OperatorError('operator_required');
    return offerTotpEnrolment(this.deps, session.operatorId);
  }
}

/**
 * The enrolment offer of an operator not enrolled yet: her pending secret, or a new one. `npm run operator -- create`
 * prints it; her first login then asks for its first code.
 */
export async function offerTotpEnrolment(deps: { operators: Operators; codes: TwoFactorCodes; issuer: string }, id: OperatorId): Promise<TotpEnrolmentOffer> {
  const operator = await deps.operators.findById(id);
  if (!operator) throw new OperatorError('operator_required');
  if (operator.totp.state === 'enrolled') throw new OperatorError('forbidden');
  let secret: string;
  if (operator.totp.state === 'pending') secret = operator.totp.secret;
  else {
    secret = deps.codes.newSecret();
    await deps.operators.setTotp(operator.id, { state: 'pending', secret });
  }
  return { secret, uri: deps.codes.enrolmentUri(secret, operator.email, deps.issuer) };
}
