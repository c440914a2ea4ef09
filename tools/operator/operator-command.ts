import { parseArgs } from 'node:util';
import type { Knex } from 'knex';
import { PostgresOperators, PostgresOperatorTransactions } from '../../adapters/postgres/postgres-operators';
import { OtplibTwoFactorCodes } from '../../adapters/security/otplib-two-factor-codes';
import { TOTP_ISSUER } from '../../bff/wiring/operators';
import type { PasswordHasher } from '../../domain/accounts/ports';
import { CONSOLE } from '../../domain/operators/actor';
import { CreateOperator } from '../../domain/operators/create-operator';
import { offerTotpEnrolment } from '../../domain/operators/enrol-totp';
import { isOperatorError } from '../../domain/operators/operator-error';
import { OPERATOR_ROLES } from '../../domain/operators/roles';
import type { Clock } from '../../domain/shared/clock';

export const USAGE = `Usage: npm run operator -- create --email <email> --name <name> --role <${OPERATOR_ROLES.join('|')}> [--password-stdin]

Creates an operator of the back office (/admin). Without --password-stdin the password is asked for (not echoed);
there is no default password. Prints the TOTP enrolment URI: add it to an authenticator app (or let the first login
at /admin/login show its QR code), then log in with the app's code.`;

export interface CreateCommand {
  readonly email: string;
  readonly name: string;
  readonly role: string;
  readonly passwordStdin: boolean;
}

/** The command line, or the reason it is not one. */
export function parseOperatorCommand(argv: readonly string[]): CreateCommand | { readonly error: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, 'password-stdin': { type: 'boolean', default: false } },
    });
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const { positionals, values } = parsed;
  if (positionals[0] !== 'create' || positionals.length !== 1) return { error: 'the only command is "create"' };
  for (const option of ['email', 'name', 'role'] as const) if (!values[option]) return { error: `--${option} is required` };
  return { email: values.email!, name: values.name!, role: values.role!, passwordStdin: values['password-stdin'] ?? false };
}

/**
 * Creates the operator by the console (audited as such) and offers her TOTP enrolment: the lines to print. A refusal
 * (a taken email, a weak password, an unknown role) throws the use case's OperatorError.
 */
export async function createOperatorFromConsole(
  deps: { knex: Knex; hasher: PasswordHasher; clock: Clock },
  input: { email: string; name: string; role: string; password: string },
): Promise<{ id: number; secret: string; uri: string }> {
  const transactions = new PostgresOperatorTransactions(deps.knex, deps.clock);
  const id = await new CreateOperator({ transactions, hasher: deps.hasher, clock: deps.clock }).run(CONSOLE, input);
  const offer = await offerTotpEnrolment({ operators: new PostgresOperators(deps.knex), codes: new OtplibTwoFactorCodes(), issuer: TOTP_ISSUER }, id);
  return { id, ...offer };
}

/** A refusal in words for the console. */
export function refusalText(error: unknown): string {
  if (!isOperatorError(error)) return error instanceof Error ? error.message : String(error);
  if (error.code === 'email_taken') return 'An operator with this email exists already.';
  if (error.code === 'invalid_input') return `--${error.field ?? 'input'}: ${error.message}`;
  return error.code;
}
