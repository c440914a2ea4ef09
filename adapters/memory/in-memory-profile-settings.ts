import type { DetailsChange, Location, ProfileSettings, PushSubscriptionState } from '../../domain/profiles/settings-ports';
import type { MemberId } from '../../domain/shared/ids';
import type { InMemoryStore, StoredMember } from './in-memory-store';

/**
 * Language, location and details on the in-memory store's members; push subscriptions in a map. As the tables: a
 * change for a member who does not exist changes nothing, and a subscription of one is refused (its foreign key).
 */
export class InMemoryProfileSettings implements ProfileSettings {
  private readonly subscriptions = new Map<MemberId, PushSubscriptionState>();

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
    this.subscriptions.set(memberId, { ...subscription });
  }

  async removePushSubscription(memberId: MemberId, endpoint: string): Promise<boolean> {
    const stored = this.subscriptions.get(memberId);
    if (stored?.state !== 'subscribed' || stored.endpoint !== endpoint) return false;
    return this.subscriptions.delete(memberId);
  }

  async pushSubscriptionOf(memberId: MemberId): Promise<PushSubscriptionState | undefined> {
    return this.subscriptions.get(memberId);
  }
}
