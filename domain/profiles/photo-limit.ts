/** SPEC §5, §6: free members may upload at most 3 photos, premium members 25. */
export const FREE_PHOTO_LIMIT = 3;
export const PREMIUM_PHOTO_LIMIT = 25;

/** Uploads a member may start per hour (security.md: uploads are rate limited). */
export const PHOTO_UPLOADS_PER_HOUR = 20;

export const photoLimit = (member: { readonly paidUser: boolean }): number => (member.paidUser ? PREMIUM_PHOTO_LIMIT : FREE_PHOTO_LIMIT);

export const canAddPhoto = (member: { readonly paidUser: boolean }, photosHeld: number): boolean => photosHeld < photoLimit(member);
