import { DomainError } from '../shared/domain-error';
import type { ConversationId, MemberId } from '../shared/ids';
import type { GifService } from './gif-search';
import type { SendMessage, SentMessage } from './send-message';

/** Longest GIF search a member may type. */
export const GIF_QUERY_MAX = 50;
/** How many GIFs a search shows. */
export const GIFS_SHOWN = 24;

/** The GIF search of the send footer: the words trimmed, at most 24 GIFs. Fails with invalid_input on `q`. */
export class SearchGifs {
  constructor(private readonly deps: { gifs: GifService }) {}

  run(query: string) {
    if ([...query].length > GIF_QUERY_MAX) throw new DomainError('invalid_input', { field: 'q', message: 'too_long' });
    return this.deps.gifs.search(query, GIFS_SHOWN);
  }
}

/**
 * A GIF in a conversation (issue 11): found again by its id at the GIF service, so its address is the service's and
 * never the browser's, and sent like a message (message_credits, or a gratis message). Fails like SendMessage, and
 * with not_found on `gif_id` for a GIF the service does not know.
 */
export class SendGif {
  constructor(private readonly deps: { gifs: GifService; sendMessage: SendMessage }) {}

  async run(command: { senderId: MemberId; conversationId: ConversationId; gifId: string; domain: string }): Promise<SentMessage> {
    const gif = await this.deps.gifs.find(command.gifId);
    if (!gif) throw new DomainError('not_found', { field: 'gif_id' });
    return this.deps.sendMessage.run({
      senderId: command.senderId,
      conversationId: command.conversationId,
      text: '',
      attachment: { kind: 'gif', id: gif.id, url: gif.url, width: gif.width, height: gif.height },
      domain: command.domain,
    });
  }
}
