import { PHOTO_SLOTS, photoSources, smallSlot } from './photo-sources';

const cdn = (path: string) => `https://cdn.example/${path}`;

describe('the sources of a photo in its slot', () => {
  it('offers the WebP copies at the slot widths, with the stored JPEG as src', () => {
    expect(photoSources(cdn, 'photos/4/ab-thumb.jpg', PHOTO_SLOTS.card)).toEqual({
      src: 'https://cdn.example/photos/4/ab-thumb.jpg',
      srcSet: 'https://cdn.example/photos/4/ab-thumb.w240.webp 240w, https://cdn.example/photos/4/ab-thumb.w480.webp 480w',
      sizes: '(min-width: 1200px) 230px, (min-width: 768px) 33vw, 50vw',
    });
    expect(photoSources(cdn, 'avatars/1-x-thumb.jpg', smallSlot(40)).sizes).toBe('40px');
  });

  it('gives a file without copies as it is', () => {
    expect(photoSources(cdn, 'gifs/hallo.gif', PHOTO_SLOTS.thumbnail)).toEqual({ src: 'https://cdn.example/gifs/hallo.gif' });
  });
});

describe('the slots and the copies made at upload', () => {
  it('ask only for widths a stored photo or its thumbnail already has', async () => {
    const { PHOTO_COPY_WIDTHS } = await import('../../domain/profiles/media-ports');
    const made = { photo: new Set<number>(PHOTO_COPY_WIDTHS.photo), thumbnail: new Set<number>(PHOTO_COPY_WIDTHS.thumbnail) };
    // The header and the single-photo cards show the photo; cards, chat photos, avatars and strips its thumbnail.
    for (const slot of [PHOTO_SLOTS.header, PHOTO_SLOTS.single]) for (const width of slot.widths) expect(made.photo.has(width), `${width}`).toBe(true);
    for (const slot of [PHOTO_SLOTS.card, PHOTO_SLOTS.thumbnail, smallSlot(40)]) for (const width of slot.widths) expect(made.thumbnail.has(width), `${width}`).toBe(true);
  });
});
