import { describe, expect, it } from 'vitest';
import { memberId } from '../../domain/shared/ids';
import { PrivateMediaLinks } from './private-media';

const KEY = Buffer.alloc(32, 7);
const NAME = '0123456789abcdef0123456789abcdef';
const PRIVATE = `private/12/${NAME}.jpg`;

const at = (iso: string) => {
  const clock = { current: new Date(iso), now: () => clock.current };
  return clock;
};

describe('links to private files', () => {
  it('leave public paths as they are and give a visitor no link', () => {
    const links = new PrivateMediaLinks(KEY, at('2026-11-27T10:20:00Z'));
    expect(links.pathsFor(memberId(5))('photos/12/aa.jpg')).toBe('photos/12/aa.jpg');
    expect(links.pathsFor(undefined)(PRIVATE)).toBe(PRIVATE);
  });

  it('are signed for their viewer, good for two to three hours from the whole hour, the same all that hour', () => {
    const clock = at('2026-11-27T10:20:00Z');
    const links = new PrivateMediaLinks(KEY, clock);
    const link = links.pathsFor(memberId(5))(PRIVATE);
    expect(link).toMatch(new RegExp(`^/private-media/5-\\d+-[A-Za-z0-9_-]{43}/12/${NAME}\\.jpg$`));
    const opened = links.open(link.slice('/private-media'.length));
    expect(opened).toMatchObject({ viewer: 5, owner: 12, file: PRIVATE, width: undefined });
    expect(new Date((opened as { expires: number }).expires * 1000).toISOString()).toBe('2026-11-27T13:00:00.000Z');

    clock.current = new Date('2026-11-27T10:59:59Z');
    expect(links.pathsFor(memberId(5))(PRIVATE)).toBe(link);
    clock.current = new Date('2026-11-27T11:00:01Z');
    expect(links.pathsFor(memberId(5))(PRIVATE)).not.toBe(link);
    expect(links.pathsFor(memberId(6))(PRIVATE)).not.toBe(link);
  });

  it('cover the thumbnail and the WebP copies at the widths made, with one signature', () => {
    const links = new PrivateMediaLinks(KEY, at('2026-11-27T10:20:00Z'));
    const paths = links.pathsFor(memberId(5));
    const link = paths(PRIVATE).slice('/private-media'.length);
    const thumb = paths(`private/12/${NAME}-thumb.jpg`).slice('/private-media'.length);
    expect(thumb).toBe(link.replace('.jpg', '-thumb.jpg'));
    expect(links.open(thumb)).toMatchObject({ file: `private/12/${NAME}-thumb.jpg` });
    expect(links.open(link.replace('.jpg', '.w800.webp'))).toMatchObject({ file: PRIVATE, width: 800 });
    expect(links.open(thumb.replace('.jpg', '.w96.webp'))).toMatchObject({ file: `private/12/${NAME}-thumb.jpg`, width: 96 });
    expect(links.open(link.replace('.jpg', '.w300.webp'))).toBe('not_a_link');
  });

  it('refuse an expired link, and a link changed in any part or signed with another key', () => {
    const clock = at('2026-11-27T10:20:00Z');
    const links = new PrivateMediaLinks(KEY, clock);
    const link = links.pathsFor(memberId(5))(PRIVATE).slice('/private-media'.length);
    const [, viewer, expires, signature] = /^\/(\d+)-(\d+)-([^/]+)\//.exec(link)!;
    expect(links.open(link.replace(`/${viewer}-`, '/6-'))).toBe('forged');
    expect(links.open(link.replace(`-${expires}-`, `-${Number(expires) + 3600}-`))).toBe('forged');
    expect(links.open(link.replace('/12/', '/13/'))).toBe('forged');
    expect(links.open(link.replace(NAME, NAME.replace('0', '1')))).toBe('forged');
    expect(links.open(link.replace(signature, `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`))).toBe('forged');
    expect(new PrivateMediaLinks(Buffer.alloc(32, 8), clock).open(link)).toBe('forged');
    expect(links.open('/5-1-x/12/a.jpg')).toBe('not_a_link');

    clock.current = new Date('2026-11-27T12:59:59Z');
    expect(links.open(link)).toMatchObject({ viewer: 5 });
    clock.current = new Date('2026-11-27T13:00:00Z');
    expect(links.open(link)).toBe('expired');
  });
});
