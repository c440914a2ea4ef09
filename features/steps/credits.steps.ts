import assert from 'node:assert/strict';
import { Given, Then } from '@cucumber/cucumber';
import type { ChatWorld } from '../support/world';

Given('a message costs {int} credits', function (this: ChatWorld, price: number) {
  this.app.siteSettings.set('message_credits', price);
});

Given('{member} has {int} credits and no gratis messages', async function (this: ChatWorld, name: string, credits: number) {
  await this.member(name, { credits, freeMessages: 0 });
});

Given(
  '{member} is a new member with {int} gratis message(s) and {int} credits',
  async function (this: ChatWorld, name: string, freeMessages: number, credits: number) {
    await this.member(name, { credits, freeMessages });
  },
);

Then('{member} (still )has {int} credits', async function (this: ChatWorld, name: string, credits: number) {
  const id = await this.member(name);
  assert.equal((await this.app.members.findById(id))?.credits, credits);
  assert.equal(await this.app.ledger.sumFor(id), credits, 'the balance is the sum of the ledger');
});
