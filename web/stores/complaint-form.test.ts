import { ComplaintForm } from './complaint-form';
import { testStore } from '../../test/support/web/test-store';

const description = 'Ik ben twee keer afgeschreven voor dezelfde bestelling.';

describe('the complaints page', () => {
  it('sends a visitor\'s complaint with her address and shows the reference', async () => {
    const { store, server } = testStore({ 'POST /api/complaint.php': { status: 201, body: { reference: 'K-ABCD-EFGH' } } }, { user: null });
    const complaint = new ComplaintForm(store.endpoints, false);

    await complaint.submit({ category: 'billing', description, email: ' bezoeker@example.nl ' });

    expect(complaint.reference).toBe('K-ABCD-EFGH');
    expect(server.to('POST', '/api/complaint.php')[0]!.body).toEqual({ category: 'billing', description, email: 'bezoeker@example.nl' });
  });

  it('sends no address for a member, and checks the fields before sending', async () => {
    const { store, server } = testStore({ 'POST /api/complaint.php': { status: 201, body: { reference: 'K-ABCD-EFGH' } } });
    const visitor = new ComplaintForm(store.endpoints, false);

    await visitor.submit({ category: 'billing', description: 'kort', email: 'geen' });
    expect(Object.keys(visitor.form.errors).sort()).toEqual(['description', 'email']);

    const member = new ComplaintForm(store.endpoints, true);
    await member.submit({ category: 'technical', description, email: '' });
    expect(server.to('POST', '/api/complaint.php').map((call) => call.body)).toEqual([{ category: 'technical', description }]);
  });
});
