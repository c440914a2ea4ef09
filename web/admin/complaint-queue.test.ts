import type { ApiQueuedComplaint } from '../../bff/contract/admin-complaint-requests';
import type { AdminAnswer, AdminApi } from './admin-api';
import { ComplaintQueuePage } from './complaint-queue';

const ok = <T>(data: T): AdminAnswer<T> => ({ ok: true, data });

const OPEN: ApiQueuedComplaint = {
  id: 7,
  reference: 'K-ABCD-EFGH',
  member_id: 42,
  email: 'anna@example.nl',
  category: 'billing',
  description: 'Twee keer afgeschreven.',
  at: '2026-12-07T10:00:00.000Z',
  status: 'open',
  assignee_id: null,
  assignee_name: null,
  resolved_by: null,
  resolved_at: null,
  resolution_note: null,
};

/** A moderator's queue over a fake API that records the calls made and answers what the bff would. */
async function moderatorQueue() {
  const calls: unknown[][] = [];
  let complaints = [OPEN];
  const api = {
    me: async () => ok({ operator: { id: 1, email: 'm@h.nl', name: 'Mo', role: 'moderator' as const }, actions: ['reports.work'] }),
    complaints: async (status: string) => {
      calls.push(['list', status]);
      return ok({ complaints: complaints.filter((c) => c.status === status) });
    },
    assignComplaint: async (id: number): Promise<AdminAnswer<{ ok: true }>> => {
      calls.push(['assign', id]);
      complaints = complaints.map((c) => (c.id === id ? { ...c, status: 'assigned' as const, assignee_id: 1, assignee_name: 'Mo' } : c));
      return ok({ ok: true });
    },
    resolveComplaint: async (id: number, note: string): Promise<AdminAnswer<{ ok: true }>> => {
      calls.push(['resolve', id, note]);
      if (!note.trim()) return { ok: false, status: 400, problem: { error: 'invalid_input', field: 'note' } } as AdminAnswer<{ ok: true }>;
      complaints = complaints.map((c) => (c.id === id ? { ...c, status: 'resolved' as const, resolution_note: note.trim() } : c));
      return ok({ ok: true });
    },
  } as unknown as AdminApi;
  const queue = new ComplaintQueuePage(api);
  await queue.load();
  return { queue, calls };
}

describe('the complaints queue (decision 0081)', () => {
  it('loads the open complaints for a moderator', async () => {
    const { queue, calls } = await moderatorQueue();
    expect(queue.mayWork).toBe(true);
    expect(queue.complaints.map((c) => c.id)).toEqual([7]);
    expect(calls).toEqual([['list', 'open']]);
  });

  it('marks the note when the server refuses an empty one, and resolves with a note', async () => {
    const { queue, calls } = await moderatorQueue();
    await queue.resolve(7);
    expect(queue.noteProblem).toBe(7);
    expect(queue.complaints).toHaveLength(1);

    queue.setNote(7, 'Terugbetaald');
    await queue.resolve(7);
    expect(calls).toContainEqual(['resolve', 7, 'Terugbetaald']);
    expect(queue.noteProblem).toBeUndefined();
    expect(queue.resolved).toBe('K-ABCD-EFGH');
    expect(queue.noteOf(7)).toBe('');
    expect(queue.complaints).toEqual([]);
    await queue.load('resolved');
    expect(queue.complaints.map((c) => c.resolution_note)).toEqual(['Terugbetaald']);
  });

  it('takes an open complaint: the assigned tab shows it hers, and she resolves it from there (decision 0082)', async () => {
    const { queue, calls } = await moderatorQueue();
    expect(queue.isMine(queue.complaints[0]!)).toBe(false);

    await queue.assign(7);
    expect(calls).toEqual([['list', 'open'], ['assign', 7], ['list', 'assigned']]);
    expect(queue.status).toBe('assigned');
    expect(queue.taken).toBe('K-ABCD-EFGH');
    expect(queue.isMine(queue.complaints[0]!)).toBe(true);

    queue.setNote(7, 'Terugbetaald');
    await queue.resolve(7);
    expect(queue.resolved).toBe('K-ABCD-EFGH');
    expect(queue.taken).toBeUndefined();
    expect(queue.complaints).toEqual([]);
  });

  it('does not call another moderator’s complaint hers', async () => {
    const { queue } = await moderatorQueue();
    expect(queue.isMine({ ...OPEN, status: 'assigned', assignee_id: 2, assignee_name: 'Ria' })).toBe(false);
  });
});
