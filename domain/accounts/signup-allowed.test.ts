import { signupAccess, signupAllowed } from './signup-allowed';

describe('who may sign up', () => {
  it('is everyone under all', () => {
    expect(signupAllowed('all', false, false)).toBe(true);
  });

  it('is a visitor with tracking data under with_trafficsource', () => {
    expect(signupAllowed('with_trafficsource', true, false)).toBe(true);
  });

  it('is not a visitor without tracking data under with_trafficsource, unless invited', () => {
    expect(signupAccess('with_trafficsource', false)).toBe('invite_required');
    expect(signupAllowed('with_trafficsource', false, false)).toBe(false);
    expect(signupAllowed('with_trafficsource', false, true)).toBe(true);
  });

  it.each(['invite', 'none', 'closed', ''])('is only an invited visitor under any other value: %j', (signups) => {
    expect(signupAccess(signups, true)).toBe('invite_required');
    expect(signupAllowed(signups, true, false)).toBe(false);
    expect(signupAllowed(signups, false, true)).toBe(true);
  });
});
