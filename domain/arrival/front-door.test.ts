import { marketingClaim, promoTilesShown, shareImageUrl } from './front-door';

describe('marketingClaim', () => {
  it('shows the claim only with its source', () => {
    expect(marketingClaim({ marketing_claim_percentage: 46, marketing_claim_source: '' })).toBeNull();
    expect(marketingClaim({ marketing_claim_percentage: 46, marketing_claim_source: '  ' })).toBeNull();
    expect(marketingClaim({ marketing_claim_percentage: 46, marketing_claim_source: 'Ledenonderzoek 2026' })).toEqual({ percentage: 46, source: 'Ledenonderzoek 2026' });
  });

  it('never shows a percentage that is not one', () => {
    expect(marketingClaim({ marketing_claim_percentage: 0, marketing_claim_source: 'x' })).toBeNull();
    expect(marketingClaim({ marketing_claim_percentage: 146, marketing_claim_source: 'x' })).toBeNull();
    expect(marketingClaim({ marketing_claim_percentage: Number.NaN, marketing_claim_source: 'x' })).toBeNull();
  });
});

describe('promoTilesShown', () => {
  const cam = { type: 'cam' as const, title: 'Live cams', url: 'https://cams.example/', image: 'https://cams.example/a.jpg' };
  const resell = { type: 'resell' as const, title: 'Meer singles', url: 'https://partner.example/', image: '' };

  it('shows cam tiles, and resell tiles only when member_resell is on', () => {
    expect(promoTilesShown({ promo_tiles: [cam, resell], member_resell: false })).toEqual([cam]);
    expect(promoTilesShown({ promo_tiles: [cam, resell], member_resell: true })).toEqual([cam, resell]);
  });

  it('leaves out a tile that would lead nowhere or somewhere unsafe, and an image that is not https', () => {
    const tiles = [
      { ...cam, url: 'javascript:alert(1)' },
      { ...cam, url: 'http://cams.example/' },
      { ...cam, title: ' ' },
      { ...cam, image: 'javascript:x' },
    ];
    expect(promoTilesShown({ promo_tiles: tiles, member_resell: true })).toEqual([{ ...cam, image: '' }]);
  });
});

describe('shareImageUrl', () => {
  it('is absolute on the site domain for a path, or the CDN URL as it is', () => {
    expect(shareImageUrl('hartslag.example', '/media/', 'a/b.jpg')).toBe('https://hartslag.example/media/a/b.jpg');
    expect(shareImageUrl('hartslag.example', 'https://cdn.example/', 'a.jpg')).toBe('https://cdn.example/a.jpg');
  });
});
