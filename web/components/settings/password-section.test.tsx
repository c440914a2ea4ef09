// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testStore } from '../../../test/support/web/test-store';
import { renderWithStore } from '../../../test/support/web/render-with-store';
import { PasswordSection } from './password-section';

afterEach(cleanup);

const fill = async (current: string, next: string) => {
  if (current) await userEvent.type(screen.getByLabelText('Huidig wachtwoord'), current);
  if (next) await userEvent.type(screen.getByLabelText('Nieuw wachtwoord'), next);
  await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
};

describe('the password section of the settings', () => {
  it("shows the contract's and the policy's errors beside the fields without sending", async () => {
    const { store, server } = testStore();
    renderWithStore(<PasswordSection />, store);

    await fill('', 'kort');

    expect(await screen.findByText('Vul dit veld in.')).toBeTruthy();
    expect(screen.getByText('Dit is te kort.')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('shows a wrong current password beside its field, then the change once it is right', async () => {
    const { store } = testStore({
      'PUT /api/password.php': [{ status: 400, body: { error: 'wrong_password', field: 'current_password' } }, { status: 200, body: { ok: true } }],
    });
    renderWithStore(<PasswordSection />, store);

    await fill('fout', 'een nieuw wachtwoord');
    expect(await screen.findByText('Dit wachtwoord klopt niet.')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Huidig wachtwoord'));
    await userEvent.clear(screen.getByLabelText('Nieuw wachtwoord'));
    await fill('goed', 'een nieuw wachtwoord');

    expect(await screen.findByText(/Je wachtwoord is gewijzigd/)).toBeTruthy();
    expect(screen.queryByText('Dit wachtwoord klopt niet.')).toBeNull();
  });
});
