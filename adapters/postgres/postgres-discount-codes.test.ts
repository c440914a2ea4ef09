import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscountCode } from '../../domain/discounts/discount';
import { cents, percent } from '../../domain/shared/quantities';
import { givenMember } from '../../test/support/members';
import { databaseKinds, freshDatabase } from '../../test/support/test-databases';
import type { Database } from './database';
import { PostgresDiscountCodes } from './postgres-discount-codes';
import { PostgresDiscountRedemptions } from './postgres-discount-redemptions';
import { aDiscountCode } from '../../test/support/discount-code-mother';
import { discountCodesContract } from '../../test/support/contracts/discount-codes-contract';
import { onEveryDatabase } from '../../test/support/contracts/postgres-world';

const at = new Date('2026-11-26T10:00:00Z');
const code = (changes: Partial<DiscountCode> = {}): DiscountCode => aDiscountCode({ code: 'Zomer10', ...changes });

describe.each(databaseKinds())('PostgresDiscountCodes on %s', (kind) => {
  let database: Database;
  let codes: PostgresDiscountCodes;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    codes = new PostgresDiscountCodes(database.knex);
  });
  afterAll(() => database.close());

  it('finds a code whatever its case, with every field as stored, and nothing for an unknown code', async () => {
    const anna = (await givenMember(database.knex)).id;
    const stored = code({ code: 'Anna25', country: 'NL', memberId: anna, expiresAt: new Date('2026-12-31T23:00:00Z'), percentage: percent(25), minimumOrder: cents(1995), validity: 'once', paymentMethods: ['ideal', 'paypal'] });
    await codes.add(stored, at);

    expect(await codes.find('ANNA25')).toEqual(stored);
    expect(await codes.find('anna25')).toEqual(stored);
    expect(await codes.find('ANNA26')).toBeUndefined();
  });

  it('refuses a second code that differs only in case (the unique index on upper(code))', async () => {
    await codes.add(code({ code: 'HERFST' }), at);
    await expect(codes.add(code({ code: 'herfst' }), at)).rejects.toThrow();
  });

  it('tells who holds a code, reserved or redeemed: her, anyone, whatever the case typed', async () => {
    const anna = (await givenMember(database.knex)).id;
    const bram = (await givenMember(database.knex)).id;
    const carla = (await givenMember(database.knex)).id;
    await codes.add(code({ code: 'WINTER' }), at);
    expect(await codes.usedByAnyone('winter')).toBe(false);

    const redemptions = new PostgresDiscountRedemptions(database.knex);
    await redemptions.redeem({ code: 'Winter', memberId: anna, paymentId: 'P-WINTER-1', welcome: false, at });
    await redemptions.reserve({ code: 'winter', memberId: carla, paymentId: 'P-WINTER-2', singleUse: false, welcome: false, at });

    expect(await codes.usedBy('winter', anna)).toBe(true);
    expect(await codes.usedBy('WINTER', carla)).toBe(true);
    expect(await codes.usedBy('WINTER', bram)).toBe(false);
    expect(await codes.usedByAnyone('WINTER')).toBe(true);
  });

  it('reads a status other than active as disabled: a mistyped status grants nothing', async () => {
    await database.knex('discount_codes').insert({ code: 'OOPS', percentage: 10, status: 'actief', created_at: at });
    expect((await codes.find('oops'))?.status).toBe('disabled');
  });
});

onEveryDatabase('PostgresDiscountCodes', discountCodesContract);
