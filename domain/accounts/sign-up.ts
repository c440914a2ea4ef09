import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import { credits } from '../shared/quantities';
import type { Transactions } from '../transactions';
import type { Gender, Sexuality } from '../profiles/profile';
import type { PasswordHasher } from './ports';
import { parseDateOfBirth } from './age';
import { signupProblems, type SignupForm } from './signup-rules';
import type { SessionStarter, StartedSession } from './session-starter';

export interface SignUpCommand extends SignupForm {
  readonly gender: Gender;
  readonly sexuality: Sexuality;
  readonly country: string;
  readonly region: string;
  readonly city: string;
  readonly language: string;
  readonly minAge: number;
  readonly freeMessages: number;
  readonly signupCredits: number;
}

export class SignUp {
  constructor(
    private readonly deps: { transactions: Transactions; hasher: PasswordHasher; sessions: SessionStarter; clock: Clock },
  ) {}

  async run(command: SignUpCommand): Promise<{ memberId: MemberId; session: StartedSession }> {
    const now = this.deps.clock.now();
    const problem = signupProblems(command, command.minAge, now)[0];
    if (problem) throw new DomainError('invalid_input', { field: problem.field, message: problem.reason });

    const email = command.email.trim();
    const passwordHash = await this.deps.hasher.hash(command.password);
    const memberId = await this.deps.transactions.run(async ({ members, ledger }) => {
      if (await members.findByEmail(email)) throw new DomainError('email_taken', { field: 'email' });
      const id = await members.create({
        email,
        passwordHash,
        status: 'active',
        freeMessages: command.freeMessages,
        language: command.language,
        signupDate: now,
        profile: {
          name: command.name.trim(),
          gender: command.gender,
          sexuality: command.sexuality,
          dateOfBirth: parseDateOfBirth(command.date_of_birth) as Date,
          country: command.country,
          region: command.region,
          city: command.city,
          reason: '',
          hairColour: '',
          eyeColour: '',
          bodyType: '',
          relationshipStatus: '',
          tattoos: '',
          interests: [],
          about: '',
          status: 'active',
          fictional: false,
          mainImage: null,
        },
      });
      if (command.signupCredits > 0) {
        await ledger.record({ memberId: id, amount: credits(command.signupCredits), reason: 'signup_bonus', at: now });
      }
      return id;
    });
    return { memberId, session: await this.deps.sessions.start(memberId) };
  }
}
