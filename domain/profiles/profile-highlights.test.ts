import { memberId } from '../shared/ids';
import { profileHighlights, type HighlightedProfile, type HighlightViewer } from './profile-highlights';

const now = new Date('2026-12-07T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const bram: HighlightedProfile = {
  id: memberId(2),
  interests: ['Dansen', 'koken', 'fietsen'],
  reason: '',
  joinedAt: hoursAgo(24 * 30),
  lastSeenAt: null,
  online: false,
  invisible: false,
};
const anna: HighlightViewer = { id: memberId(1), interests: ['dansen', 'lezen'] };
const kinds = (profile: HighlightedProfile, ...viewer: [HighlightViewer | undefined] | []) =>
  profileHighlights({ profile, viewer: viewer.length === 0 ? anna : viewer[0], now }).map((item) => item.kind);

describe('profileHighlights', () => {
  it('names the one interest they share, in her spelling, case and spaces aside', () => {
    expect(profileHighlights({ profile: bram, viewer: anna, now })).toEqual([{ kind: 'shared_interests', interest: 'Dansen', count: 1 }]);
  });

  it('counts the shared interests when there are more, naming the first', () => {
    const viewer = { ...anna, interests: [' KOKEN ', 'dansen'] };
    expect(profileHighlights({ profile: bram, viewer, now })).toEqual([{ kind: 'shared_interests', interest: 'Dansen', count: 2 }]);
  });

  it('shows no shared interests when there are none', () => {
    expect(kinds(bram, { ...anna, interests: ['lezen', ''] })).toEqual([]);
  });

  it('says new here within 7 days of joining, not after', () => {
    expect(kinds({ ...bram, interests: [], joinedAt: hoursAgo(24 * 7 - 1) })).toEqual(['new_here']);
    expect(kinds({ ...bram, interests: [], joinedAt: hoursAgo(24 * 7) })).toEqual([]);
    expect(kinds({ ...bram, interests: [], joinedAt: null })).toEqual([]);
  });

  it('says active today when seen within 24 h and not online now', () => {
    expect(kinds({ ...bram, interests: [], lastSeenAt: hoursAgo(23) })).toEqual(['active_today']);
    expect(kinds({ ...bram, interests: [], lastSeenAt: hoursAgo(24) })).toEqual([]);
    expect(kinds({ ...bram, interests: [], lastSeenAt: hoursAgo(1), online: true })).toEqual([]);
  });

  it('never says active today of an invisible member', () => {
    expect(kinds({ ...bram, interests: [], lastSeenAt: hoursAgo(1), invisible: true })).toEqual([]);
  });

  it('says what she is looking for when her profile says it', () => {
    expect(profileHighlights({ profile: { ...bram, interests: [], reason: ' eerst chatten, dan zien ' }, viewer: anna, now })).toEqual([
      { kind: 'looking_for', reason: 'eerst chatten, dan zien' },
    ]);
    expect(kinds({ ...bram, interests: [], reason: '  ' })).toEqual([]);
  });

  it('orders shared interests, new here, active today, looking for, and keeps three', () => {
    const all = { ...bram, joinedAt: hoursAgo(2), lastSeenAt: hoursAgo(1), reason: 'een relatie' };
    expect(kinds(all)).toEqual(['shared_interests', 'new_here', 'active_today']);
    expect(kinds({ ...all, online: true })).toEqual(['shared_interests', 'new_here', 'looking_for']);
    expect(kinds({ ...all, interests: [] })).toEqual(['new_here', 'active_today', 'looking_for']);
  });

  it('gives a visitor none of the viewer-relative items', () => {
    expect(kinds({ ...bram, joinedAt: hoursAgo(2), reason: 'een relatie' }, undefined)).toEqual(['new_here', 'looking_for']);
  });

  it('shows her own profile as others see it, minus shared interests', () => {
    const own = { ...bram, id: anna.id, interests: ['dansen'], joinedAt: hoursAgo(2), reason: 'een relatie' };
    expect(kinds(own)).toEqual(['new_here', 'looking_for']);
    expect(kinds({ ...own, lastSeenAt: hoursAgo(1), invisible: true })).toEqual(['new_here', 'looking_for']);
  });
});
