import { MAX_PUSH_DEVICES, type DetailsChange, type Location, type ProfileSettings, type PushSubscriptionState } from '../../domain/profiles/settings-ports';
import type { MemberId } from '../../domain/shared/ids';
import type { InMemoryStore, StoredMember } from './in-memory-store';

/**
 * Language, location and details on the in-memory store's members; push choices in a list, newest last. As the
 * tables: a change for a member who does not exist changes nothing, and a subscription of one is refused (its foreign
 * key); an endpoint belongs to one member, her 'denied' is one row.
 */
export class InMemoryProfileSettings implements ProfileSettings {
  private choices: { readonly memberId: MemberId; readonly choice: PushSubscriptionState }[] = [];

  constructor(private readonly store: InMemoryStore) {}

  private change(id: MemberId, change: (member: StoredMember) => void): void {
    const member = this.store.member(id);
    if (member) change(member);
  }

  async setLanguage(memberId: MemberId, language: string): Promise<void> {
    this.change(memberId, (member) => {
      member.language = language;
    });
  }

  async setLocation(memberId: MemberId, location: Location): Promise<void> {
    this.change(memberId, (member) => {
      member.profile = { ...member.profile, country: location.country, region: location.region, city: location.city };
    });
  }

  async setDetails(memberId: MemberId, change: DetailsChange): Promise<void> {
    this.change(memberId, (member) => {
      const p = member.profile;
      member.profile = {
        ...p,
        name: change.name ?? p.name,
        reason: change.reason ?? p.reason,
        hairColour: change.hair_colour ?? p.hairColour,
        eyeColour: change.eye_colour ?? p.eyeColour,
        bodyType: change.body_type ?? p.bodyType,
        relationshipStatus: change.relationship_status ?? p.relationshipStatus,
        tattoos: change.tattoos ?? p.tattoos,
        interests: change.interests ? [...change.interests] : p.interests,
        about: change.about ?? p.about,
      };
    });
  }

  async savePushSubscription(memberId: MemberId, subscription: PushSubscriptionState): Promise<void> {
    if (!this.store.member(memberId)) throw new Error(`foreign key violation: member ${memberId} is not stored`);
    const replaced = (row: (typeof this.choices)[number]) =>
      subscription.state === 'denied'
        ? row.memberId === memberId && row.choice.state === 'denied'
        : row.choice.state === 'subscribed' && row.choice.endpoint === subscription.endpoint;
    this.choices = [...this.choices.filter((row) => !replaced(row)), { memberId, choice: { ...subscription } }];
    const hers = this.choices.filter((row) => row.memberId === memberId && row.choice.state === 'subscribed');
    const dropped = new Set(hers.slice(0, Math.max(0, hers.length - MAX_PUSH_DEVICES)));
    this.choices = this.choices.filter((row) => !dropped.has(row));
  }

  async removePushSubscription(memberId: MemberId, endpoint: string): Promise<boolean> {
    const before = this.choices.length;
    this.choices = this.choices.filter((row) => !(row.memberId === memberId && row.choice.state === 'subscribed' && row.choice.endpoint === endpoint));
    return this.choices.length < before;
  }

  async pushSubscriptionOf(memberId: MemberId): Promise<PushSubscriptionState | undefined> {
    return this.choices.findLast((row) => row.memberId === memberId)?.choice;
  }

  async pushSubscriptionsOf(memberId: MemberId): Promise<Extract<PushSubscriptionState, { state: 'subscribed' }>[]> {
    return this.choices
      .filter((row) => row.memberId === memberId)
      .map((row) => row.choice)
      .filter((choice): choice is Extract<PushSubscriptionState, { state: 'subscribed' }> => choice.state === 'subscribed')
      .reverse();
  }
}
