import { canAddPhoto, FREE_PHOTO_LIMIT, photoLimit, PREMIUM_PHOTO_LIMIT } from './photo-limit';

const free = { paidUser: false };
const premium = { paidUser: true };

describe('the number of photos a member may hold', () => {
  it('is 3 for a free member and 25 for a premium member', () => {
    expect(photoLimit(free)).toBe(3);
    expect(photoLimit(premium)).toBe(25);
    expect([FREE_PHOTO_LIMIT, PREMIUM_PHOTO_LIMIT]).toEqual([3, 25]);
  });

  it('lets a free member with 2 photos add a third, but not a fourth', () => {
    expect(canAddPhoto(free, 0)).toBe(true);
    expect(canAddPhoto(free, 2)).toBe(true);
    expect(canAddPhoto(free, 3)).toBe(false);
    expect(canAddPhoto(free, 4)).toBe(false);
  });

  it('lets a premium member with 24 photos add a 25th, but not a 26th', () => {
    expect(canAddPhoto(premium, 3)).toBe(true);
    expect(canAddPhoto(premium, 24)).toBe(true);
    expect(canAddPhoto(premium, 25)).toBe(false);
  });
});
