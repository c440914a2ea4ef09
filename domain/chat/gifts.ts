/**
 * The gifts a member can send in a conversation (SPEC §2, §3 gift_credits): a catalogue shipped with the app, each a
 * picture in web/public/gifts/<id>.svg with its name in the web's catalogues (`gift.<id>`).
 */
export const GIFTS = ['rose', 'heart', 'chocolates', 'champagne', 'teddy', 'star', 'coffee', 'sunflower'] as const;
export type GiftId = (typeof GIFTS)[number];

export const isGift = (id: string): id is GiftId => (GIFTS as readonly string[]).includes(id);
