import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { ChatWorld } from '../support/world';

Given('{member} has not confirmed her/his email address', async function (this: ChatWorld, name: string) {
  this.stored(await this.member(name)).status = 'not_confirmed';
});

When('{member} sends {member} the message {string}', async function (this: ChatWorld, from: string, to: string, text: string) {
  await this.sendMessage(from, to, text);
});

When('{member} tries to send {member} the message {string}', async function (this: ChatWorld, from: string, to: string, text: string) {
  await this.attempt(() => this.sendMessage(from, to, text));
});

Then('{member} receives the message {string} from {member}', async function (this: ChatWorld, to: string, text: string, from: string) {
  const fromId = await this.member(from);
  const live = (await this.eventsOf(to)).filter((e) => e.type === 'message');
  assert.ok(
    live.some((e) => e.message.body === text && e.message.senderId === fromId),
    `${to} was not told of the message as it arrived`,
  );
  const chat = (await this.app.listChats.run(await this.member(to))).find((c) => c.profile.id === fromId);
  assert.ok(chat, `${to} has no chat with ${from}`);
  const conversation = await this.app.readConversation.run(await this.member(to), chat.id);
  assert.ok(conversation.messages.some((m) => m.body === text && m.senderId === fromId), `${to} does not see the message`);
});

/** Nothing from anyone else: her own messages (the first one of a conversation she started) are hers. */
Then('{member} receives nothing', async function (this: ChatWorld, name: string) {
  const id = await this.member(name);
  const fromOthers = (await this.eventsOf(name)).filter((e) => e.type === 'message' && e.message.senderId !== id);
  assert.deepEqual(fromOthers, [], `${name} was told of a message`);
  for (const chat of await this.app.listChats.run(id)) {
    assert.equal(chat.numUnreadMessages, 0, `${name} has an unread message`);
    const seen = (await this.app.conversations.messagesFor(chat.id, id, 200)).filter((m) => m.senderId !== id);
    assert.deepEqual(seen, [], `${name} sees a message`);
  }
});

Then(
  '{member} sees her/his message {string} held until she/he confirms her/his email address',
  async function (this: ChatWorld, name: string, text: string) {
    const id = await this.member(name);
    const [chat] = await this.app.listChats.run(id);
    assert.ok(chat, `${name} has no chat`);
    const messages = await this.app.conversations.messagesFor(chat.id, id, 200);
    assert.ok(messages.some((m) => m.body === text && m.senderId === id && m.held), `${name} does not see the message as held`);
  },
);
