import { When } from '@cucumber/cucumber';
import type { ChatWorld } from '../support/world';

// The profile screen's gift (issue 27): the conversation with her opened, or found, then the chat's gift sent in it.
When('{member} sends {member} a rose from her/his profile', async function (this: ChatWorld, from: string, to: string) {
  const conversation = await this.app.openConversation.run(await this.member(from), await this.member(to));
  await this.app.sendMessage.run({ senderId: await this.member(from), conversationId: conversation.id, text: '', attachment: { kind: 'gift', gift: 'rose' }, domain: this.app.settings.domain });
});
