import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLock, DataDirLockedError } from './data-dir-lock';
import { openDatabase } from './database';

describe('one process per PGlite data directory', () => {
  it('refuses a second holder with a message that says what to do', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hs-lock-'));
    // A live process other than this one holds the lock: the parent of this test process.
    writeFileSync(path.join(dir, 'hartslag.lock'), String(process.ppid));
    expect(() => DataDirLock.acquire(dir)).toThrow(DataDirLockedError);
    expect(() => DataDirLock.acquire(dir)).toThrow(/in use by another process.*DATABASE_URL/);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hs-lock-'));
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(path.join(dir, 'hartslag.lock'), dead);
    const lock = DataDirLock.acquire(dir);
    lock.release();
  });

  it('opens, keeps rows across restarts and releases the lock on close', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hs-db-'));
    const first = await openDatabase({ dataDir: dir });
    await first.knex('settings').insert({ domain: '*', key: 'name', value: JSON.stringify('Blijft') });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    expect((await second.knex('settings').first()).value).toBe('Blijft');
    await second.close();
  });
});
