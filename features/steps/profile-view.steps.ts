import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import type { ChatWorld } from '../support/world';

// Who can open a profile (issue 9)

Then("{member} cannot open {member}'s profile", async function (this: ChatWorld, viewer: string, owner: string) {
  assert.equal(await this.app.viewProfile.run(await this.member(owner), await this.member(viewer)), undefined);
});

Then("{member} can open {member}'s profile", async function (this: ChatWorld, viewer: string, owner: string) {
  const profile = await this.app.viewProfile.run(await this.member(owner), await this.member(viewer));
  assert.equal(profile && this.nameOf(profile.id), owner);
});
