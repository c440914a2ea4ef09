/** The site settings that shape the lockout of SPEC §4/§8 ("Te veel foute pogingen, account voor {minutes} min geblokkeerd."). */
export interface LockoutLimits {
  /** Attempts an account may have within the window (a good login starts the count over); the next is refused. */
  readonly perAccount: number;
  /** Failed logins one IP address may have within the window, over all emails. */
  readonly perIp: number;
  /** Length of the counting window, from the first failure: how long a lockout lasts at most. */
  readonly minutes: number;
}

export interface LockoutKeys {
  readonly account: string;
  readonly ip: string;
}

/**
 * Failures are counted under the email as typed (trimmed, lower case), whether or not an account has it:
 * a prober then sees the same lockout for unknown and known emails and learns nothing about who has an account.
 */
export const lockoutKeys = (email: string, ip: string): LockoutKeys => ({
  account: `login:account:${email.trim().toLowerCase()}`,
  ip: `login:ip:${addressGroup(ip)}`,
});

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The unit an address limit counts: an IPv4 address, or an IPv6 /64 — one home or phone gets a whole /64,
 * so counting single IPv6 addresses would let one attacker rotate through billions of them.
 */
export function addressGroup(ip: string): string {
  const address = ip.trim().replace(/%.*$/, '').toLowerCase();
  const mapped = IPV4_MAPPED.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0');
  const groups = [...headGroups, ...zeros, ...tailGroups];
  if (groups.length < 4 || groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g) && !g.includes('.'))) return address;
  return `${groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

/** Whole minutes shown in the message, rounded up so "0 min" never shows: at least 1. */
export const lockoutMinutesLeft = (retryAfterSeconds: number): number => Math.max(1, Math.ceil(retryAfterSeconds / 60));
