import type { GiftId } from './gifts';

/**
 * What a message carries besides its text: a gift from the catalogue, a photo (re-encoded like profile photos,
 * paths under the media root), or a GIF from the GIF service. Plain text messages carry nothing.
 */
export type MessageAttachment =
  | { readonly kind: 'gift'; readonly gift: GiftId }
  | { readonly kind: 'photo'; readonly filename: string; readonly thumb_filename: string }
  | { readonly kind: 'gif'; readonly id: string; readonly url: string; readonly width: number; readonly height: number }
  /** A photo a moderator took down (issue 25, decision 0075): its files are gone, the message says so. */
  | { readonly kind: 'photo_removed' };
