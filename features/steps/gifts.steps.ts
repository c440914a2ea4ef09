import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { accessOf } from '../../domain/profiles/media-ports';
import { CAMERA_PHOTO } from '../support/profile-media';
import type { ChatWorld } from '../support/world';

Given('a gift costs {int} credits', function (this: ChatWorld, price: number) {
  this.app.siteSettings.set('gift_credits', price);
});

Given('a photo costs {int} credits', function (this: ChatWorld, price: number) {
  this.app.siteSettings.set('photo_credits', price);
});

async function sendGift(world: ChatWorld, from: string, to: string) {
  const conversationId = await world.openConversation(from, to);
  await world.app.sendMessage.run({ senderId: await world.member(from), conversationId, text: '', attachment: { kind: 'gift', gift: 'rose' }, domain: world.app.settings.domain });
}

async function sendPhoto(world: ChatWorld, from: string, to: string) {
  const conversationId = await world.openConversation(from, to);
  await world.app.sendChatPhoto.run({ senderId: await world.member(from), conversationId, bytes: CAMERA_PHOTO, maxMegapixels: 40, domain: world.app.settings.domain });
}

When('{member} sends {member} a rose', async function (this: ChatWorld, from: string, to: string) {
  await sendGift(this, from, to);
});

When('{member} tries to send {member} a rose', async function (this: ChatWorld, from: string, to: string) {
  await this.attempt(() => sendGift(this, from, to));
});

When('{member} sends {member} a photo', async function (this: ChatWorld, from: string, to: string) {
  await sendPhoto(this, from, to);
});

When('{member} tries to send {member} a photo', async function (this: ChatWorld, from: string, to: string) {
  await this.attempt(() => sendPhoto(this, from, to));
});

async function lastFrom(world: ChatWorld, to: string, from: string) {
  const events = (await world.eventsOf(to)).filter((e) => e.type === 'message');
  const fromId = await world.member(from);
  const last = events.at(-1);
  assert.ok(last && last.type === 'message' && last.message.senderId === fromId, `${to} received nothing from ${from}`);
  return last.message;
}

Then('{member} receives a rose from {member}', async function (this: ChatWorld, to: string, from: string) {
  assert.deepEqual((await lastFrom(this, to, from)).attachment, { kind: 'gift', gift: 'rose' });
});

Then('{member} receives a photo from {member}', async function (this: ChatWorld, to: string, from: string) {
  const attachment = (await lastFrom(this, to, from)).attachment;
  assert.equal(attachment?.kind, 'photo');
});

Then('{member} still has {int} gratis message(s)', async function (this: ChatWorld, name: string, count: number) {
  assert.equal(this.stored(await this.member(name)).freeMessages, count);
});

Then("no photo of {member}'s is stored", async function (this: ChatWorld, name: string) {
  const id = await this.member(name);
  // Chat photos are private files (decision 0043); public ones are looked for too.
  const folders = [`photos/${id}/`, `private/${id}/`];
  const files = [...(this.app.photoStorage as { files: Map<string, Uint8Array> }).files.keys()].filter((file) => folders.some((folder) => file.startsWith(folder)));
  assert.deepEqual(files, []);
});

Then('the photo is kept private, for the two of them', async function (this: ChatWorld) {
  const attachment = this.app.store.data.messages.at(-1)?.attachment;
  assert.equal(attachment?.kind, 'photo');
  if (attachment?.kind === 'photo') assert.equal(accessOf(attachment.filename), 'private');
});
