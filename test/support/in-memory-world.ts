import type { Container } from 'inversify';
import type { MemberStatus } from '../../domain/accounts/member';
import type { LockoutLimits } from '../../domain/accounts/login-lockout';
import type { Gender, ProfileStatus, Sexuality } from '../../domain/profiles/profile';
import type { SiteSettings } from '../../domain/settings/site-settings';
import type { MemberId } from '../../domain/shared/ids';
import { credits } from '../../domain/shared/quantities';
import { createContainer, useCasesOf } from '../../bff/wiring/container';
import { createMemoryAdapters } from '../../bff/wiring/memory-adapters';
import { PORTS } from '../../bff/wiring/tokens';
import { aNewMember } from './new-member-mother';

/** A member put straight into the store, for a test's "given"; anything left out gets an ordinary value. */
export interface MemberSeed {
  readonly email?: string;
  readonly password?: string;
  readonly name?: string;
  readonly status?: MemberStatus;
  readonly credits?: number;
  readonly freeMessages?: number;
  readonly paidUser?: boolean;
  readonly gender?: Gender;
  readonly sexuality?: Sexuality;
  readonly dateOfBirth?: Date;
  readonly country?: string;
  readonly region?: string;
  readonly city?: string;
  readonly profileStatus?: ProfileStatus;
  readonly signupDate?: Date;
}

/** The domain of the linked mails' site in the in-memory world (its base_url is the default settings' one). */
export const WORLD_DOMAIN = 'hartslag.example';

export type InMemoryWorld = ReturnType<typeof createInMemoryWorld>;

/**
 * The app's own wiring (bff/wiring: the same area modules as production) over the in-memory adapters: what the
 * features and the domain's unit tests run against. `rebind` puts a fake in place of a port before anything resolves.
 */
export function createInMemoryWorld(options: { now: Date; settings?: Partial<SiteSettings>; rebind?: (container: Container) => void }) {
  const { parts, module } = createMemoryAdapters({
    now: options.now,
    settings: { domain: WORLD_DOMAIN, base_url: `https://${WORLD_DOMAIN}`, ...options.settings },
  });
  const container = createContainer(module);
  options.rebind?.(container);
  const useCases = useCasesOf(container);
  const { clock, store, members, ledger, hasher } = parts;
  let seeded = 0;

  async function addMember(seed: MemberSeed = {}): Promise<MemberId> {
    seeded += 1;
    const id = await members.create(
      aNewMember(seed, {
        email: `member${seeded}@example.test`,
        passwordHash: await hasher.hash(seed.password ?? 'correct horse battery'),
        name: `Member ${seeded}`,
        signupDate: clock.now(),
        dateOfBirth: new Date(Date.UTC(1990, 5, 15)),
        region: 'Noord-Holland',
        city: 'Amsterdam',
      }),
    );
    if (seed.credits) await ledger.record({ memberId: id, amount: credits(seed.credits), reason: 'purchase', at: clock.now() });
    const stored = store.member(id);
    if (stored && seed.paidUser) stored.paidUser = true;
    return id;
  }

  return {
    ...parts,
    ...useCases.accounts,
    ...useCases.profiles,
    ...useCases.search,
    ...useCases.chat,
    ...useCases.privacy,
    ...useCases.likes,
    ...useCases.support,
    ...useCases.payments,
    container,
    useCases,
    profileSearch: parts.profiles,
    /** The session store; `sessionStarter` starts and ends sessions. */
    sessions: parts.sessions,
    sessionStarter: useCases.accounts.sessions,
    pageLinks: container.get(PORTS.pageLinks),
    /** The settings every domain gets; change them with `siteSettings.set(key, value)`. */
    get settings(): SiteSettings {
      return parts.siteSettings.current;
    },
    get lockoutLimits(): LockoutLimits {
      const s = parts.siteSettings.current;
      return { perAccount: s.login_attempts_per_account, perIp: s.login_attempts_per_ip, minutes: s.login_lockout_minutes };
    },
    addMember,
  };
}
