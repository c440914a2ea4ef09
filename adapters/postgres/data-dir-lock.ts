import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is in use by another process (pid ${pid}). ` +
        `PGlite allows one process per data directory: stop the other process, or give this one its own DATA_DIR, ` +
        `or set DATABASE_URL to run several instances on PostgreSQL.`,
    );
    this.name = 'DataDirLockedError';
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite has no lock of its own and two processes on one directory silently lose rows,
 * so the app holds a lockfile holding its pid. A lock left by a dead process is taken over.
 */
const heldHere = new Set<string>();

export class DataDirLock {
  private constructor(private readonly file: string) {}

  static acquire(dataDir: string): DataDirLock {
    const file = path.resolve(dataDir, 'hartslag.lock');
    if (heldHere.has(file)) throw new DataDirLockedError(dataDir, process.pid);
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const fd = openSync(file, 'wx');
        writeSync(fd, String(process.pid));
        closeSync(fd);
        const lock = new DataDirLock(file);
        heldHere.add(file);
        process.once('exit', () => lock.release());
        return lock;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = Number(readFileSync(file, 'utf8').trim());
        if (holder && holder !== process.pid && isAlive(holder)) throw new DataDirLockedError(dataDir, holder);
        rmSync(file, { force: true });
      }
    }
    throw new Error(`could not lock ${dataDir}`);
  }

  release(): void {
    heldHere.delete(this.file);
    try {
      if (Number(readFileSync(this.file, 'utf8').trim()) === process.pid) rmSync(this.file, { force: true });
    } catch {
      // already gone
    }
  }
}
