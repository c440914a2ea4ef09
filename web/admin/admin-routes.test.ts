import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, adminRouteOf } from './admin-routes';

describe('the back office’s addresses (decision 0080)', () => {
  it('finds each screen by its address, with its parameters', () => {
    expect(adminRouteOf('/admin')?.route.screen).toBe('home');
    expect(adminRouteOf('/admin/')?.route.screen).toBe('home');
    expect(adminRouteOf('/admin/login')?.route.screen).toBe('login');
    expect(adminRouteOf('/admin/members')).toMatchObject({ route: { screen: 'members' }, params: {} });
    expect(adminRouteOf('/admin/members/42')).toMatchObject({ route: { screen: 'member' }, params: { id: '42' } });
    expect(adminRouteOf('/admin/payments/tr_a%20b')).toMatchObject({ route: { screen: 'payment' }, params: { id: 'tr_a b' } });
  });

  it('has no screen for any other path, so the guard answers 404', () => {
    for (const path of ['/adminx', '/admin/nope', '/admin/members/42/more', '/admin/members/%E0%A4%A', '/members', '/']) expect(adminRouteOf(path)).toBeUndefined();
  });

  it('gives every screen one address', () => {
    expect(new Set(ADMIN_ROUTES.map((route) => route.route)).size).toBe(ADMIN_ROUTES.length);
  });
});
