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
