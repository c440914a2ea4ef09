import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { ChatWorld } from '../support/world';

Given('{member} is a free member', async function (this: ChatWorld, name: string) {
  assert.equal(this.stored(await this.member(name)).paidUser, false);
});

Given('{member} is a premium member', async function (this: ChatWorld, name: string) {
  this.stored(await this.member(name)).paidUser = true;
});

Given('{member} has started conversations with {members}', async function (this: ChatWorld, name: string, others: string[]) {
  for (const other of others) await this.startConversation(name, other);
});

When('{member} starts a conversation with {member}', async function (this: ChatWorld, name: string, other: string) {
  await this.startConversation(name, other);
});

When('{member} tries to start a conversation with {member}', async function (this: ChatWorld, name: string, other: string) {
  await this.attempt(() => this.startConversation(name, other));
});

When('{member} opens a chat with {member} without writing', async function (this: ChatWorld, name: string, other: string) {
  await this.openConversation(name, other);
});

When('{member} removes her/his chat with {member}', async function (this: ChatWorld, name: string, other: string) {
  await this.app.removeConversation.run(await this.member(name), { profile: await this.member(other) });
});

Then('{member} sees no messages in her/his chat with {member}', async function (this: ChatWorld, name: string, other: string) {
  const id = await this.openConversation(name, other);
  assert.deepEqual(await this.app.conversations.messagesFor(id, await this.member(name), 50), []);
});

Then("{member}'s chat list shows {members}", async function (this: ChatWorld, name: string, others: string[]) {
  const chats = await this.app.listChats.run(await this.member(name));
  assert.deepEqual(chats.map((c) => this.nameOf(c.profile.id)).sort(), [...others].sort());
});
