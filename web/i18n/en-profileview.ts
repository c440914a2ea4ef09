import type { MessageKeyProfileView } from './nl-profileview';

/** The profile screen's photos and related profiles (issue 9). */
export const enProfileView: Record<MessageKeyProfileView, string> = {
  'profile.photos.count': '{count, plural, one {# photo} other {# photos}}',
  'profile.photos.openAll': 'View all {count, plural, one {# photo} other {# photos}} of {name}',
  'profile.photos.strip': 'Photos of {name}',
  'profile.photos.thumb': 'View photo {position} of {name}',
  'profile.photos.locked': 'Private photo: visible to premium members only',
  'profile.photos.premium': 'Premium',
  'profile.related': 'You may also like',
  'gallery.title': 'Photos of {name}',
  'gallery.counter': '{position} / {total}',
  'gallery.alt': 'Photo {position} of {total} of {name}',
  'gallery.previous': 'Previous photo',
  'gallery.next': 'Next photo',
  'gallery.close': 'Close gallery',
};
