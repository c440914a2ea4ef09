import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './accept-encoding';

describe('chooseEncoding', () => {
  const both = ['br', 'gzip'];

  it('sends brotli to a browser that takes brotli and gzip, as every current one does', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br');
  });

  it('sends gzip to a client that takes only gzip', () => {
    expect(chooseEncoding('gzip, deflate', both)).toBe('gzip');
  });

  it('follows the weights the client gives', () => {
    expect(chooseEncoding('br;q=0.5, gzip;q=0.9', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip', both)).toBe('gzip');
  });

  it('reads * as any encoding the header does not name', () => {
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('br;q=0, *;q=0.1', both)).toBe('gzip');
  });

  it('sends the file as it is without the header, or when nothing at hand is accepted', () => {
    expect(chooseEncoding(undefined, both)).toBeUndefined();
    expect(chooseEncoding('identity', both)).toBeUndefined();
    expect(chooseEncoding('gzip;q=0, br;q=0', both)).toBeUndefined();
    expect(chooseEncoding('gzip', ['br'])).toBeUndefined();
  });
});
