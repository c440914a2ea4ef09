/** How a visitor may sign up under the `signups` setting (SPEC §1). */
export type SignupAccess = 'open' | 'invite_required';

/**
 * 'all' lets everyone in; 'with_trafficsource' only visitors who arrived with tracking data; any other value is
 * invite-only. A valid invite opens the door in every mode.
 */
export function signupAccess(signups: string, hasTrafficSource: boolean): SignupAccess {
  if (signups === 'all') return 'open';
  if (signups === 'with_trafficsource' && hasTrafficSource) return 'open';
  return 'invite_required';
}

export function signupAllowed(signups: string, hasTrafficSource: boolean, hasValidInvite: boolean): boolean {
  return signupAccess(signups, hasTrafficSource) === 'open' || hasValidInvite;
}
