import { PHOTO_VARIANT_WIDTHS, variantOf, variantSource } from './media-ports';

describe('the WebP copies of a stored photo', () => {
  it('are named beside their photo, and lead back to it', () => {
    expect(variantOf('photos/12/0123abcd-thumb.jpg', 240)).toBe('photos/12/0123abcd-thumb.w240.webp');
    for (const width of PHOTO_VARIANT_WIDTHS) {
      expect(variantSource(variantOf('avatars/7-ab12-thumb.jpg', width)!)).toEqual({ file: 'avatars/7-ab12-thumb.jpg', width });
    }
  });

  it('exist only at the widths the pages ask for', () => {
    expect(variantSource('photos/12/abc.w240.webp')).toEqual({ file: 'photos/12/abc.jpg', width: 240 });
    expect(variantSource('photos/12/abc.w241.webp')).toBeUndefined();
    expect(variantSource('photos/12/abc.w4800.webp')).toBeUndefined();
  });

  it('lead to no file outside the media folder, and to nothing from a name that is not a site photo', () => {
    for (const path of ['../abc.w240.webp', 'photos/../../abc.w240.webp', '/etc/abc.w240.webp', 'photos/12/a.b.w240.webp', 'a/b/c/d/e.w240.webp', 'photos/12/abc.w240.png']) {
      expect(variantSource(path), path).toBeUndefined();
    }
    expect(variantOf('photos/12/abc.png', 240)).toBeUndefined();
    expect(variantOf('../x.jpg', 240)).toBeUndefined();
    expect(variantOf('https://cdn.example/x.jpg', 240)).toBeUndefined();
  });
});
