import type { ImageProcessor, PhotoStorage } from '../profiles/media-ports';
import type { Clock } from '../shared/clock';
import type { ConversationId, MemberId } from '../shared/ids';
import { requireWithinLimit, type RateLimiter } from '../shared/rate-limiter';
import { PHOTO_UPLOADS_PER_HOUR } from '../profiles/photo-limit';
import type { SendMessage, SentMessage } from './send-message';

export interface ChatPhoto {
  readonly senderId: MemberId;
  readonly conversationId: ConversationId;
  readonly bytes: Uint8Array;
  /** The domain's upload_max_megapixels setting. */
  readonly maxMegapixels: number;
  readonly domain: string;
}

/**
 * A photo in a conversation (issue 11, SPEC §3 photo_credits): re-encoded and stripped like a profile photo, then sent
 * as a message through the ledger, its files private (decision 0043). When the message is refused (credits, limit, block), the stored files go again.
 * Fails like SendMessage, and with invalid_input on `photo` (not_an_image, too_many_pixels) or rate_limited.
 */
export class SendChatPhoto {
  constructor(private readonly deps: { images: ImageProcessor; storage: PhotoStorage; sendMessage: SendMessage; rateLimiter: RateLimiter; clock: Clock }) {}

  async run(photo: ChatPhoto): Promise<SentMessage> {
    const { images, storage, sendMessage, rateLimiter, clock } = this.deps;
    await requireWithinLimit(rateLimiter, `photo-upload:${photo.senderId}`, PHOTO_UPLOADS_PER_HOUR, 3600, clock.now());
    const processed = await images.process(photo.bytes, { maxMegapixels: photo.maxMegapixels });
    // Seen only by the two members of the conversation: private, reached through links signed for one of them.
    const files = await storage.save(photo.senderId, processed, 'private');
    try {
      return await sendMessage.run({
        senderId: photo.senderId,
        conversationId: photo.conversationId,
        text: '',
        attachment: { kind: 'photo', filename: files.filename, thumb_filename: files.thumb_filename },
        domain: photo.domain,
      });
    } catch (error) {
      await storage.remove(files);
      throw error;
    }
  }
}
