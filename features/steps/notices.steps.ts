import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { notices } from '../support/notices';
import type { ChatWorld } from '../support/world';

function noticeShown(world: ChatWorld) {
  assert.ok(world.refusal, 'the member was not refused anything');
  const notice = notices[world.refusal.code];
  assert.ok(notice, `no notice for ${world.refusal.code}`);
  return notice;
}

Then('{member} is told she/he has too few credits', function (this: ChatWorld, _name: string) {
  assert.equal(noticeShown(this).says, 'too few credits');
});

Then('{member} is told free members can chat with two members at most', function (this: ChatWorld, _name: string) {
  assert.equal(noticeShown(this).says, 'free members can chat with two members at most');
});

Then('{member} is offered to buy credits', function (this: ChatWorld, _name: string) {
  assert.equal(noticeShown(this).offers, 'buy credits');
});
