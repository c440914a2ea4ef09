import { ReportForm } from './report-form';
import { testStore } from '../../test/support/web/test-store';

describe('the report dialog', () => {
  it('sends the reason and text of a profile report, shows the reference, and blocks when asked', async () => {
    const { store, server } = testStore({
      'POST /api/report.php': { status: 201, body: { reference: 'R-ABCD-EFGH' } },
      'POST /api/block.php': { status: 200, body: { ok: true } },
    });
    const report = new ReportForm({ profile_id: 8 }, store.endpoints);
    report.setReason('scam');
    report.setText('Vraagt om geld');

    await report.submit();
    expect(report.reference).toBe('R-ABCD-EFGH');
    expect(server.to('POST', '/api/report.php')[0]!.body).toEqual({ profile_id: 8, reason: 'scam', text: 'Vraagt om geld' });

    expect(await report.block()).toBe(true);
    expect(server.to('POST', '/api/block.php')[0]!.body).toEqual({ profile_id: 8 });
  });

  it('reports a conversation and offers to block its other member', async () => {
    const { store, server } = testStore({
      'POST /api/report.php': { status: 201, body: { reference: 'R-ABCD-EFGH' } },
      'POST /api/block.php': { status: 200, body: { ok: true } },
    });
    const report = new ReportForm({ conversation_id: 3, profile_id_to_block: 9 }, store.endpoints);
    report.setReason('offensive');

    await report.submit();
    await report.block();

    expect(server.to('POST', '/api/report.php')[0]!.body).toEqual({ conversation_id: 3, reason: 'offensive', text: '' });
    expect(server.to('POST', '/api/block.php')[0]!.body).toEqual({ profile_id: 9 });
  });

  it('asks for a reason, and a text for "other", before sending anything', async () => {
    const { store, server } = testStore({});
    const report = new ReportForm({ profile_id: 8 }, store.endpoints);

    await report.submit();
    expect(report.form.errors.reason).toBeDefined();
    report.setReason('other');
    await report.submit();
    expect(report.form.errors.text).toBeDefined();
    expect(server.to('POST', '/api/report.php')).toHaveLength(0);
  });
});
