import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { accountClosureOf } from '../support/account-closure';
import type { ChatWorld } from '../support/world';

Then("{member} sees on {member}'s profile that she/he blocked her/him", async function (this: ChatWorld, viewer: string, other: string) {
  const shown = await accountClosureOf(this).viewBlockedProfile.run(await this.member(viewer), await this.member(other));
  assert.equal(shown?.name, other);
});

Then('{member} is not told that {member} blocked her/him', async function (this: ChatWorld, viewer: string, blocker: string) {
  assert.equal(await accountClosureOf(this).viewBlockedProfile.run(await this.member(viewer), await this.member(blocker)), undefined);
});

Then("{member} sees {member}'s profile as before", async function (this: ChatWorld, viewer: string, other: string) {
  const world = accountClosureOf(this);
  const [me, them] = [await this.member(viewer), await this.member(other)];
  assert.equal((await world.viewProfile.run(them, me))?.name, other);
  assert.equal(await world.viewBlockedProfile.run(me, them), undefined);
});
