import { expect, it } from 'vitest';
import type { Signatures } from '../../../domain/notifications/unsubscribe';

/**
 * What every Signatures adapter does (domain/notifications/unsubscribe.ts): `install()` gives the signatures of one
 * install (its second call another instance of the same install), `otherInstall()` those of an install with a key of
 * its own.
 */
export function signaturesContract(make: () => Promise<{ install(): Signatures; otherInstall(): Promise<Signatures> }>): void {
  it('signs a text the same way every time, in base64url, and verifies its own signature', async () => {
    const { install } = await make();
    const signatures = install();
    const signature = await signatures.sign('unsubscribe:v1:7:like:anna@example.nl');
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await signatures.sign('unsubscribe:v1:7:like:anna@example.nl')).toBe(signature);
    expect(await signatures.verify('unsubscribe:v1:7:like:anna@example.nl', signature)).toBe(true);
  });

  it('refuses another text, an altered or shortened signature, and an empty one', async () => {
    const { install } = await make();
    const signatures = install();
    const signature = await signatures.sign('unsubscribe:v1:7:like:anna@example.nl');
    expect(await signatures.verify('unsubscribe:v1:8:like:anna@example.nl', signature)).toBe(false);
    expect(await signatures.verify('unsubscribe:v1:7:like:anna@example.nl', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
    expect(await signatures.verify('unsubscribe:v1:7:like:anna@example.nl', signature.slice(0, 42))).toBe(false);
    expect(await signatures.verify('unsubscribe:v1:7:like:anna@example.nl', '')).toBe(false);
  });

  it('is the same at every instance of an install, and differs from another install', async () => {
    const { install, otherInstall } = await make();
    const signature = await install().sign('a text');
    expect(await install().verify('a text', signature)).toBe(true);
    expect(await (await otherInstall()).verify('a text', signature)).toBe(false);
  });
}
