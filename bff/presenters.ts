import type { VisiblePhoto } from '../domain/profiles/visible-photos';
import type { Photo } from '../domain/profiles/photo';
import type { ApiPhoto } from './contract/profile-media-requests';
import type { LiveEvent as DomainLiveEvent } from '../domain/realtime/live-event';
import type { MemberWithProfile } from '../domain/accounts/member';
import type { ChatMessage, ChatSummary } from '../domain/chat/conversation';
import type { ConversationView } from '../domain/chat/read-conversation';
import type { Profile } from '../domain/profiles/profile';
import type { SiteSettings } from '../domain/settings/site-settings';
import type { SearchPage } from '../domain/search/search-members';
import type { CardDistance } from '../domain/search/card-distance';
import type { SwipeCard } from '../domain/likes/swipe-deck';
import type { Visitor } from '../domain/visitors/visitors';
import type { LikesOverview } from '../domain/likes/list-likes';
import type { MediaPaths } from './http/private-media';
import type { ApiChat, ApiCompanyInfo, ApiDistance, ApiLikes, ApiProfileTeaser, ApiProfilePhoto, ApiConversation, ApiMessage, ApiProfile, ApiSearchPage, ApiUser, ApiVisitors, LiveEvent } from './contract/api-types';

/** Domain objects to the snake_case shapes of SPEC §3. What is not listed here never leaves the server. */
export const toApiProfile = (p: Profile): ApiProfile => ({
  id: p.id,
  name: p.name,
  age: p.age,
  gender: p.gender,
  sexuality: p.sexuality,
  country: p.country,
  region: p.region,
  city: p.city,
  reason: p.reason,
  hair_colour: p.hairColour,
  eye_colour: p.eyeColour,
  body_type: p.bodyType,
  relationship_status: p.relationshipStatus,
  tattoos: p.tattoos,
  interests: p.interests,
  about: p.about,
  status: p.status,
  fictional: p.fictional,
  main_image: p.mainImage ? { filename: p.mainImage.filename, thumb_filename: p.mainImage.thumb_filename } : null,
});

export const toApiUser = (m: MemberWithProfile, settings: SiteSettings): ApiUser => ({
  id: m.id,
  email: m.email,
  status: m.status,
  credits: m.credits,
  paid_user: m.paidUser,
  has_free_messages: m.freeMessages > 0,
  signup_date: m.signupDate.toISOString(),
  language: m.language,
  fictional_icon: settings.fictional_icon,
  notifications_disabled: m.notificationsDisabled,
  invisible: m.invisible,
  profile: toApiProfile(m.profile),
});

/**
 * A domain event as the browser gets it; session events never travel (they close the socket). `paths`: the stored
 * paths as the member the event goes to gets them (a chat photo's link is signed for her).
 */
export function toApiLiveEvent(event: DomainLiveEvent, paths: MediaPaths): LiveEvent | undefined {
  switch (event.type) {
    case 'message':
      return { type: 'message', message: toApiMessage(event.message, paths) };
    case 'credits':
      return event;
    case 'typing':
    case 'read':
      return { type: event.type, conversation_id: event.conversationId, member_id: event.memberId };
    case 'like':
      return { type: 'like', profile_id: event.from };
    case 'match':
      return { type: 'match', profile_id: event.with };
    default:
      return undefined;
  }
}

/** A message as one of its two members sees it: a photo's paths are links signed for her (`paths`). */
export const toApiMessage = (m: ChatMessage, paths: MediaPaths): ApiMessage => ({
  id: m.id,
  conversation_id: m.conversationId,
  sender_id: m.senderId,
  body: m.body,
  sent_at: m.sentAt.toISOString(),
  held: m.held,
  attachment: m.attachment?.kind === 'photo' ? { kind: 'photo', filename: paths(m.attachment.filename), thumb_filename: paths(m.attachment.thumb_filename) } : m.attachment,
});

export const toApiChat = (c: ChatSummary): ApiChat => ({
  id: c.id,
  profile: toApiProfileTeaser(c.profile),
  num_unread_messages: c.numUnreadMessages,
  last_message: c.lastMessage ? { body: c.lastMessage.body, sent_at: c.lastMessage.sentAt.toISOString(), from_me: c.lastMessage.fromMe, kind: c.lastMessage.kind } : null,
});

export const toApiConversation = (c: ConversationView, paths: MediaPaths): ApiConversation => ({
  id: c.id,
  profile: toApiProfile(c.profile),
  messages: c.messages.map((m) => toApiMessage(m, paths)),
  read_up_to: c.readUpTo,
});

/** The profiles with their online dot: `online` the members online among them (domain/profiles/online-among.ts). */
export const withOnline = <P extends ApiProfile>(profiles: readonly P[], online: ReadonlySet<number>): P[] =>
  profiles.map((profile) => ({ ...profile, online: online.has(profile.id) }));

/** A card's distance for the API: null when either place is unknown. */
export const toApiDistance = (distance: CardDistance | undefined): ApiDistance | null => (distance ? { km: distance.km, under: distance.under } : null);

/** The search's cards; with `distanceTo` (a member searches) each says how far away she lives. */
const toApiCard = (distanceTo: ((profile: Profile) => CardDistance | undefined) | undefined) => (profile: Profile): ApiProfile =>
  distanceTo ? { ...toApiProfile(profile), distance: toApiDistance(distanceTo(profile)) } : toApiProfile(profile);

/** A swipe game's card: the profile and how far away she lives. */
export const toApiSwipeCard = (card: SwipeCard): ApiProfile => ({ ...toApiProfile(card.profile), distance: toApiDistance(card.distance) });

export const toApiSearchPage = (page: SearchPage, online: ReadonlySet<number> = new Set(), distanceTo?: (profile: Profile) => CardDistance | undefined): ApiSearchPage => ({
  profiles: withOnline(page.profiles.map(toApiCard(distanceTo)), online),
  total: page.total.count,
  total_estimated: page.total.estimated,
  page: page.page,
  page_size: page.pageSize,
  similar: page.similar
    ? {
        relaxed: page.similar.relaxed,
        profiles: withOnline(page.similar.profiles.map(toApiCard(distanceTo)), online),
        total: page.similar.total.count,
        total_estimated: page.similar.total.estimated,
        page: page.similar.page,
        page_size: page.similar.pageSize,
      }
    : null,
});

/** Every profile a search page shows, the similar ones too: whose presence to look up. */
export const profilesOf = (page: SearchPage): readonly Profile[] => [...page.profiles, ...(page.similar?.profiles ?? [])];

/** SPEC §3 company info: the operator's details for receipts, the legal pages and the deletion offer. */
export const toApiCompanyInfo = (s: SiteSettings): ApiCompanyInfo => ({
  name: s.company_name,
  address: s.company_address,
  kvk: s.company_kvk,
  city: s.company_city,
  country: s.company_country,
  tradenames: s.company_tradenames,
  vat_numbers: s.company_vat_numbers,
  support_phone: s.support_phone,
  delete_discount: s.delete_discount,
  added: s.company_added,
});

export const toApiProfileTeaser = (p: Profile): ApiProfileTeaser => ({
  id: p.id,
  name: p.name,
  age: p.age,
  country: p.country,
  region: p.region,
  city: p.city,
  fictional: p.fictional,
  main_image: p.mainImage ? { filename: p.mainImage.filename, thumb_filename: p.mainImage.thumb_filename } : null,
});

export const toApiLikes = (overview: LikesOverview): ApiLikes => ({
  profiles: overview.given.map(toApiProfile),
  liked_by: overview.received.map((like) => ({ id: like.profile.id, like_new: like.isNew, profile: toApiProfile(like.profile) })),
  matches: overview.matches.map(toApiProfile),
});

export const toApiVisitors = (visitors: readonly Visitor[]): ApiVisitors => ({
  visitors: visitors.map((visitor) => ({ profile: toApiProfile(visitor.profile), at: visitor.at.toISOString(), is_new: visitor.isNew })),
});

/** One of the member's own photos (GET /api/photos.php, /profile); `paths` are hers (a private one's are links). */
export const toApiPhoto = (photo: Photo, paths: MediaPaths): ApiPhoto => ({
  id: photo.id,
  filename: paths(photo.filename),
  thumb_filename: paths(photo.thumb_filename),
  position: photo.position,
  private: photo.isPrivate,
});

/**
 * A photo of someone's profile as the viewer may see it: a locked one carries no path at all; a private one she may
 * see carries links signed for her (`paths`, decision 0043).
 */
export const toApiProfilePhoto = (visible: VisiblePhoto, paths: MediaPaths): ApiProfilePhoto =>
  visible.locked
    ? { id: visible.photo.id, locked: true, private: visible.photo.isPrivate }
    : { id: visible.photo.id, locked: false, private: visible.photo.isPrivate, filename: paths(visible.photo.filename), thumb_filename: paths(visible.photo.thumb_filename) };
