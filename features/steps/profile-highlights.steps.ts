import assert from 'node:assert/strict';
import { Given, Then, type DataTable } from '@cucumber/cucumber';
import { profileHighlights, type ProfileHighlight } from '../../domain/profiles/profile-highlights';
import type { ChatWorld } from '../support/world';

// The profile header's highlight items (issue 27, decision 0074)

const DAY = 24 * 3_600_000;

Given("{member}'s interests are {string}", async function (this: ChatWorld, name: string, interests: string) {
  const stored = this.stored(await this.member(name));
  stored.profile = { ...stored.profile, interests: interests.split(',').map((interest) => interest.trim()) };
});

Given('{member} joined {int} days ago', async function (this: ChatWorld, name: string, days: number) {
  this.stored(await this.member(name)).signupDate = new Date(this.app.clock.now().getTime() - days * DAY);
});

const rowOf = (item: ProfileHighlight): { highlight: string; about: string } => {
  switch (item.kind) {
    case 'shared_interests':
      return { highlight: 'shared interests', about: item.interest };
    case 'new_here':
      return { highlight: 'new here', about: '' };
    case 'active_today':
      return { highlight: 'active today', about: '' };
    case 'looking_for':
      return { highlight: 'looking for', about: item.reason };
  }
};

Then("{member} sees on {member}'s profile:", async function (this: ChatWorld, viewerName: string, ownerName: string, table: DataTable) {
  const viewer = await this.app.currentMember.run(await this.member(viewerName));
  const opened = await this.app.openProfile.run(await this.member(ownerName), viewer);
  assert.ok(opened, `${viewerName} cannot open ${ownerName}'s profile`);
  const own = opened.profile.id === viewer.id;
  const items = profileHighlights({
    profile: { ...opened.profile, joinedAt: opened.joinedAt, lastSeenAt: null, online: false, invisible: own && viewer.invisible },
    viewer: { id: viewer.id, interests: viewer.profile.interests },
    now: this.app.clock.now(),
  });
  assert.deepEqual(items.map(rowOf), table.hashes());
});
