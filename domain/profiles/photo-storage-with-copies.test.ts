import { memberId } from '../shared/ids';
import type { PhotoStorage, PhotoVariants, PhotoVariantWidth } from './media-ports';
import { PhotoStorageWithCopies } from './photo-storage-with-copies';

const files = { filename: 'photos/5/ab.jpg', thumb_filename: 'photos/5/ab-thumb.jpg' };
const storage: PhotoStorage = { save: async () => files, move: async () => files, remove: async () => undefined, removeAll: async () => undefined };
const image = { image: new Uint8Array([1]), thumbnail: new Uint8Array([2]) };

describe('a photo stored with its copies', () => {
  it('gets the copies of the photo and of its thumbnail that the pages ask for, when it is stored', async () => {
    const asked: string[] = [];
    const variants: PhotoVariants = { ensure: async (file: string, width: PhotoVariantWidth) => (asked.push(`${file}@${width}`), true) };

    expect(await new PhotoStorageWithCopies(storage, variants).save(memberId(5), image, 'public')).toEqual(files);

    expect(asked.sort()).toEqual(
      ['photos/5/ab.jpg@480', 'photos/5/ab.jpg@800', 'photos/5/ab.jpg@1200', 'photos/5/ab-thumb.jpg@96', 'photos/5/ab-thumb.jpg@240', 'photos/5/ab-thumb.jpg@480'].sort(),
    );
  });

  it('is stored even when a copy cannot be made now: that copy is made when first asked for', async () => {
    const variants: PhotoVariants = { ensure: async (_file, width) => (width === 800 ? Promise.reject(new Error('disk full')) : true) };
    expect(await new PhotoStorageWithCopies(storage, variants).save(memberId(5), image, 'public')).toEqual(files);
  });
});
