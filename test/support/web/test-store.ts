import type { ApiChat, ApiProfile, ApiSettings, ApiUser } from '../../../bff/contract/api-types';
import { defaultSettings } from '../../../domain/settings/default-settings';
import { fakeFetch, type Reply } from './fake-fetch';
import { RootStore } from '../../../web/stores/root-store';

/** For tests: a tab's store on a scripted /api (test/support/web/fake-fetch.ts), with retries that do not wait. */

export const profile = (changes: Partial<ApiProfile> = {}): ApiProfile => ({
  id: 5,
  name: 'Sanne',
  age: 31,
  gender: 'female',
  sexuality: 'hetero',
  country: 'NL',
  region: 'Utrecht',
  city: 'Utrecht',
  reason: '',
  hair_colour: '',
  eye_colour: '',
  body_type: '',
  relationship_status: '',
  tattoos: '',
  interests: [],
  about: '',
  status: 'active',
  fictional: false,
  main_image: null,
  ...changes,
});

export const member = (changes: Partial<ApiUser> = {}): ApiUser => ({
  id: 5,
  email: 'sanne@example.nl',
  status: 'active',
  credits: 40,
  paid_user: false,
  has_free_messages: false,
  signup_date: '2026-11-01T10:00:00.000Z',
  language: 'nl',
  fictional_icon: '',
  notifications_disabled: [],
  invisible: false,
  profile: profile(),
  ...changes,
});

export function testStore(
  routes: Readonly<Record<string, Reply | readonly Reply[]>> = {},
  snapshot: { user?: ApiUser | null; chats?: readonly ApiChat[] | null; unread?: number; newLikes?: number; settings?: Partial<ApiSettings>; locale?: 'nl' | 'en' } = {},
) {
  const server = fakeFetch(routes);
  const store = new RootStore(
    {
      user: snapshot.user === undefined ? member() : snapshot.user,
      settings: { ...defaultSettings, ...snapshot.settings },
      visitor: { traffic_source: false },
      counts: { unread_messages: snapshot.unread ?? 0, new_likes: snapshot.newLikes ?? 0, new_visitors: 0 },
      chats: snapshot.chats === undefined ? [] : snapshot.chats,
      locale: snapshot.locale ?? 'nl',
    },
    { fetch: server.fetch, sleep: async () => {}, random: () => 0 },
  );
  return { store, server };
}
