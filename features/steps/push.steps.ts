import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { PushDelivery } from '../../domain/notifications/push-ports';
import type { ChatWorld } from '../support/world';

/** The phone's subscription: a push service endpoint of its own per member. */
const phoneOf = (name: string) => ({ endpoint: `https://fcm.googleapis.com/fcm/send/${name.toLowerCase()}-phone`, p256dh: `BP-${name}`, auth: `auth-${name}` });
/** Her laptop's browser: another push service, another endpoint. */
const laptopOf = (name: string) => ({ endpoint: `https://updates.push.services.mozilla.com/wpush/v2/${name.toLowerCase()}-laptop`, p256dh: `BL-${name}`, auth: `auth-laptop-${name}` });
/** The family computer several members use. */
const SHARED_COMPUTER = { endpoint: 'https://fcm.googleapis.com/fcm/send/shared-computer', p256dh: 'BP-shared', auth: 'auth-shared' };

/** The pushes to her since the last look (each step that checks takes what came). */
const seen = new WeakMap<ChatWorld, number>();
function newPushesTo(world: ChatWorld, id: number): PushDelivery[] {
  const all = world.app.pushes.sent;
  const from = seen.get(world) ?? 0;
  seen.set(world, all.length);
  return all.slice(from).filter((push) => push.memberId === id);
}
function lastPushTo(world: ChatWorld, id: number): PushDelivery {
  const pushes = newPushesTo(world, id);
  assert.equal(pushes.length, 1, `expected one notification, got ${pushes.length}`);
  return pushes[0]!;
}
const lastSeen = new WeakMap<ChatWorld, PushDelivery>();

Given('{member} allowed notifications on her/his phone', async function (this: ChatWorld, name: string) {
  const { endpoint, p256dh, auth } = phoneOf(name);
  await this.app.profileSettings.savePushSubscription(await this.member(name), { state: 'subscribed', endpoint, p256dh, auth });
});

Given('{member} also allowed notifications on her/his laptop', async function (this: ChatWorld, name: string) {
  await this.app.profileSettings.savePushSubscription(await this.member(name), { state: 'subscribed', ...laptopOf(name) });
});

Given('{member} allowed notifications on the shared computer', async function (this: ChatWorld, name: string) {
  await this.app.profileSettings.savePushSubscription(await this.member(name), { state: 'subscribed', ...SHARED_COMPUTER });
});

Then('{member} gets the notification {string} on her/his phone and on her/his laptop', async function (this: ChatWorld, name: string, title: string) {
  const pushes = newPushesTo(this, await this.member(name));
  assert.deepEqual(pushes.map((push) => push.subscription.endpoint).sort(), [laptopOf(name).endpoint, phoneOf(name).endpoint].sort());
  for (const push of pushes) assert.equal(push.payload.title, title);
});

Then('the shared computer shows no notification for {member}', async function (this: ChatWorld, name: string) {
  const pushes = newPushesTo(this, await this.member(name));
  assert.ok(pushes.length > 0, `${name} got no notification anywhere`);
  assert.deepEqual(pushes.filter((push) => push.subscription.endpoint === SHARED_COMPUTER.endpoint), []);
});

Then('the shared computer shows the notification {string} for {member}', async function (this: ChatWorld, title: string, name: string) {
  const pushes = newPushesTo(this, await this.member(name)).filter((push) => push.subscription.endpoint === SHARED_COMPUTER.endpoint);
  assert.deepEqual(pushes.map((push) => push.payload.title), [title]);
});

Given('{member} chose English as her/his language', async function (this: ChatWorld, name: string) {
  await this.app.profileSettings.setLanguage(await this.member(name), 'en');
});

Given('{member} has her/his conversation with {member} open in front of her/him', async function (this: ChatWorld, name: string, other: string) {
  const conversation = await this.openConversation(other, name);
  await this.app.views.shows(await this.member(name), `${name}-tab`, { conversationId: conversation, visible: true }, this.app.clock.now());
});

When('{member} puts Hartslag in the background', async function (this: ChatWorld, name: string) {
  await this.app.views.hideAll(await this.member(name), this.app.clock.now());
});

Given("{member}'s phone no longer accepts notifications from Hartslag", async function (this: ChatWorld, name: string) {
  this.app.pushes.markGone(phoneOf(name).endpoint);
});

Then('{member} gets the notification {string} saying {string}', async function (this: ChatWorld, name: string, title: string, body: string) {
  const push = lastPushTo(this, await this.member(name));
  assert.equal(push.payload.title, title);
  assert.equal(push.payload.body, body);
  assert.equal(push.subscription.endpoint, phoneOf(name).endpoint);
  lastSeen.set(this, push);
});

Then('{member} gets no notification', async function (this: ChatWorld, name: string) {
  assert.deepEqual(newPushesTo(this, await this.member(name)), []);
});

Then('tapping it opens her/his conversation with {member}', async function (this: ChatWorld, other: string) {
  const push = lastSeen.get(this);
  assert.ok(push);
  const conversation = (await this.app.listChats.run(push.memberId)).find((c) => this.nameOf(c.profile.id) === other);
  assert.ok(conversation, `no conversation with ${other}`);
  assert.equal(push.payload.url, `/chats/${conversation.id}`);
});

Then('tapping it opens her/his likes', function (this: ChatWorld) {
  assert.equal(lastSeen.get(this)?.payload.url, '/likes');
});

Then('tapping it opens a message to {member}', async function (this: ChatWorld, other: string) {
  assert.equal(lastSeen.get(this)?.payload.url, `/members/${await this.member(other)}/chat`);
});

Then('{member} has {int} notifications on her/his phone', async function (this: ChatWorld, name: string, count: number) {
  const pushes = newPushesTo(this, await this.member(name));
  // The phone keeps one notification per tag (the service worker shows each with its tag); the push service holds one
  // per topic while the phone is off. Both are the conversation's.
  for (const push of pushes) assert.equal(push.options.topic, push.payload.tag);
  const shown = new Map(pushes.map((push) => [push.payload.tag, push]));
  assert.equal(shown.size, count);
  lastShown.set(this, shown);
});

const lastShown = new WeakMap<ChatWorld, Map<string, PushDelivery>>();

Then('the notification of her/his conversation with {member} says {string}', async function (this: ChatWorld, other: string, body: string) {
  const shown = lastShown.get(this);
  assert.ok(shown);
  const match = [...shown.values()].find((push) => push.payload.title.includes(other));
  assert.ok(match, `no notification of the conversation with ${other}`);
  assert.equal(match.payload.body, body);
  assert.match(match.payload.tag, /^chat-\d+$/);
});

Then("Hartslag no longer sends notifications to {member}'s phone", async function (this: ChatWorld, name: string) {
  assert.equal(await this.app.profileSettings.pushSubscriptionOf(await this.member(name)), undefined);
});
