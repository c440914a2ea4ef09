// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { NOTIFICATIONS_DISABLED_ALERT_DISMISSED } from '../stores/alert-dismissals';
import { member, testStore } from '../../test/support/web/test-store';
import { NotificationsDisabledAlert } from './notifications-disabled-alert';
import { renderWithStore } from '../../test/support/web/render-with-store';

afterEach(() => {
  cleanup();
  document.cookie = `${NOTIFICATIONS_DISABLED_ALERT_DISMISSED}=; Max-Age=0; Path=/`;
  window.localStorage.clear();
});

const show = (notifications_disabled: string[], path = '/members') => {
  const { store } = testStore({}, { user: member({ notifications_disabled }) });
  return renderWithStore(<NotificationsDisabledAlert path={path} />, store);
};

describe('the disabled-notifications alert (SPEC §4)', () => {
  it('says in plain Dutch why her mail stopped and leads to /notifications', () => {
    show(['fbl']);
    const alert = screen.getByRole('region', { name: 'Je ontvangt geen e-mails meer van ons' });
    expect(alert.textContent).toBe('We sturen je geen e-mails meer: een van onze e-mails is als spam gemarkeerd.E-mail weer aanzetten');
    expect(screen.getByRole('link', { name: 'E-mail weer aanzetten' }).getAttribute('href')).toBe('/notifications');
  });

  it('names her address when mail to it bounced', () => {
    show(['bounce', 'unsubscribe']);
    expect(screen.getByRole('region').textContent).toContain('e-mails naar sanne@example.nl komen niet aan');
  });

  it('says she unsubscribed from all mail', () => {
    show(['unsubscribe']);
    expect(screen.getByRole('region').textContent).toContain('je hebt je afgemeld voor al onze e-mails');
  });

  it('is not there while her mail is on, nor on the notifications page', () => {
    show([]);
    expect(screen.queryByRole('region')).toBeNull();
    cleanup();
    show(['fbl'], '/notifications');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('closes and stays closed: the dismissal is kept as a timestamp', () => {
    show(['fbl']);
    fireEvent.click(screen.getByRole('button', { name: 'E-mailmelding sluiten' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(Number(window.localStorage.getItem(NOTIFICATIONS_DISABLED_ALERT_DISMISSED))).toBeGreaterThan(0);
    cleanup();
    show(['fbl']);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
