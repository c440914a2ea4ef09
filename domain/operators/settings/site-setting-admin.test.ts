import { InMemorySiteSettings } from '../../../adapters/memory/in-memory-site-settings';
import { FixedClock } from '../../../adapters/memory/fixed-clock';
import { InMemoryOperatorTransactions, OperatorState } from '../../../adapters/memory/in-memory-operators';
import { InMemoryStore } from '../../../adapters/memory/in-memory-store';
import { InMemoryTransactions } from '../../../adapters/memory/in-memory-transactions';
import { defaultSettings } from '../../settings/default-settings';
import { effectiveSettings, disclosureProblem } from '../../settings/setting-rows';
import { CONSOLE, memberActor, operatorActor, operatorId, VISITOR } from '../actor';
import { memberId } from '../../shared/ids';
import { ChangeSiteSetting, ResetSiteSetting, ShowDomainSettings } from './site-setting-admin';

function world() {
  const clock = new FixedClock(new Date('2026-12-07T12:00:00Z'));
  const state = new OperatorState();
  const transactions = new InMemoryOperatorTransactions(new InMemoryTransactions(new InMemoryStore(), clock), state);
  const served = new InMemorySiteSettings({ domain: 'flirt.example' }, () => state.settings.rows.values());
  const deps = { transactions, served, clock };
  return { state, served, show: new ShowDomainSettings(deps), change: new ChangeSiteSetting(deps), reset: new ResetSiteSetting(deps) };
}

const admin = operatorActor(operatorId(1), 'admin');

describe('effective settings', () => {
  it('take the domain’s own row, else the install’s, else the default, and say which', () => {
    const rows = [
      { domain: '*', key: 'message_credits', value: 12 },
      { domain: 'flirt.example', key: 'min_age', value: 21 },
      { domain: 'other.example', key: 'refund_days', value: 30 },
    ];
    const of = (domain: string, key: string) => effectiveSettings(rows, domain).find((s) => s.key === key);
    expect(of('flirt.example', 'message_credits')).toEqual({ key: 'message_credits', value: 12, source: 'install', inherited: 12 });
    expect(of('flirt.example', 'min_age')).toEqual({ key: 'min_age', value: 21, source: 'domain', inherited: 18 });
    expect(of('flirt.example', 'refund_days')).toMatchObject({ value: defaultSettings.refund_days, source: 'default' });
    expect(of('*', 'message_credits')).toEqual({ key: 'message_credits', value: 12, source: 'install', inherited: defaultSettings.message_credits });
    expect(of('*', 'min_age')).toMatchObject({ value: 18, source: 'default' });
    expect(effectiveSettings([], '*').map((s) => s.key)).not.toContain('push_public_key');
  });

  it('count the disclosure off when the icon is empty or the own warning is no sentence', () => {
    expect(disclosureProblem({ fictional_icon: 'theater', fictional_warning: '' })).toBeUndefined();
    expect(disclosureProblem({ fictional_icon: '', fictional_warning: '' })).toBe('fictional_icon');
    expect(disclosureProblem({ fictional_icon: 'theater', fictional_warning: 'Nep.' })).toBe('fictional_warning');
    expect(disclosureProblem({ fictional_icon: 'theater', fictional_warning: 'Dit profiel wordt beheerd door een medewerker.' })).toBeUndefined();
  });
});

describe('settings per domain in the back office', () => {
  it('only an admin reads and changes them', async () => {
    const w = world();
    for (const actor of [VISITOR, CONSOLE, memberActor(memberId(3)), operatorActor(operatorId(2), 'finance'), operatorActor(operatorId(3), 'moderator'), operatorActor(operatorId(4), 'support')]) {
      await expect(w.show.run(actor, '*')).rejects.toMatchObject({ code: 'forbidden' });
      await expect(w.change.run(actor, { domain: '*', key: 'message_credits', value: 12 })).rejects.toMatchObject({ code: 'forbidden' });
      await expect(w.reset.run(actor, { domain: '*', key: 'message_credits' })).rejects.toMatchObject({ code: 'forbidden' });
    }
    expect(w.state.settings.rows.size).toBe(0);
    expect(w.state.audit).toEqual([]);
  });

  it('changes a domain’s value with an audit row of old and new, and the served settings have it at once', async () => {
    const w = world();
    const changed = await w.change.run(admin, { domain: 'flirt.example', key: 'message_credits', value: 15, reason: 'Duurder' });
    expect(changed).toMatchObject({ value: 15, source: 'domain', inherited: 10 });
    expect((await w.served.forDomain()).message_credits).toBe(15);
    expect(w.state.audit).toMatchObject([
      { who: { operatorId: 1 }, action: 'setting.changed', target: 'setting:flirt.example/message_credits', reason: 'Duurder', details: { domain: 'flirt.example', key: 'message_credits', old: '10', new: '15' } },
    ]);
    const view = await w.show.run(admin, 'flirt.example');
    expect(view.domains).toEqual(['*', 'flirt.example']);
    expect(view.settings.find((s) => s.key === 'message_credits')).toMatchObject({ value: 15, source: 'domain' });
  });

  it('resets to the inherited value; unknown domains and keys are not found', async () => {
    const w = world();
    await w.change.run(admin, { domain: '*', key: 'refund_days', value: 21 });
    await w.change.run(admin, { domain: 'flirt.example', key: 'refund_days', value: 30 });
    expect(await w.reset.run(admin, { domain: 'flirt.example', key: 'refund_days' })).toMatchObject({ value: 21, source: 'install' });
    expect((await w.served.forDomain()).refund_days).toBe(21);
    expect(w.state.audit.at(-1)).toMatchObject({ action: 'setting.reset', details: { old: '30', new: '21' } });
    await expect(w.reset.run(admin, { domain: 'flirt.example', key: 'refund_days' })).rejects.toMatchObject({ code: 'not_found', field: 'key' });
    await expect(w.change.run(admin, { domain: 'nergens.example', key: 'refund_days', value: 1 })).rejects.toMatchObject({ code: 'not_found', field: 'domain' });
    await expect(w.change.run(admin, { domain: '*', key: 'push_public_key', value: 'x' })).rejects.toMatchObject({ code: 'not_found', field: 'key' });
  });

  it('refuses to switch the disclosure off while a profile is fictional, for the install and for a domain, and writes nothing', async () => {
    const w = world();
    w.state.settings.fictional = 2;
    await expect(w.change.run(admin, { domain: 'flirt.example', key: 'fictional_icon', value: '' })).rejects.toMatchObject({
      code: 'fictional_disclosure_required',
      field: 'fictional_icon',
      details: { domain: 'flirt.example', profiles: 2 },
    });
    await expect(w.change.run(admin, { domain: '*', key: 'fictional_icon', value: '' })).rejects.toMatchObject({ code: 'fictional_disclosure_required' });
    await expect(w.change.run(admin, { domain: '*', key: 'fictional_warning', value: 'Fictief' })).rejects.toMatchObject({ field: 'fictional_warning' });
    expect(w.state.settings.rows.size).toBe(0);
    expect(w.state.audit).toEqual([]);
    // A domain with its own icon keeps it when the install's changes; a reset that would end on no icon is refused too.
    w.state.settings.fictional = 0;
    await w.change.run(admin, { domain: '*', key: 'fictional_icon', value: '' });
    await w.change.run(admin, { domain: 'flirt.example', key: 'fictional_icon', value: 'theater' });
    w.state.settings.fictional = 1;
    await expect(w.reset.run(admin, { domain: 'flirt.example', key: 'fictional_icon' })).rejects.toMatchObject({ code: 'fictional_disclosure_required' });
    await w.change.run(admin, { domain: '*', key: 'fictional_icon', value: 'theater' });
  });
});
