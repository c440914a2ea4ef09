/** The profile screen's photos and related profiles (issue 9). */
export const nlProfileView = {
  'profile.photos.count': '{count, plural, one {# foto} other {# foto’s}}',
  'profile.photos.openAll': 'Bekijk alle {count, plural, one {# foto} other {# foto’s}} van {name}',
  'profile.photos.strip': 'Foto’s van {name}',
  'profile.photos.thumb': 'Foto {position} van {name} bekijken',
  'profile.photos.locked': 'Privéfoto: alleen zichtbaar voor premium leden',
  'profile.photos.premium': 'Premium',
  'profile.related': 'Misschien ook leuk',
  'gallery.title': 'Foto’s van {name}',
  'gallery.counter': '{position} / {total}',
  'gallery.alt': 'Foto {position} van {total} van {name}',
  'gallery.previous': 'Vorige foto',
  'gallery.next': 'Volgende foto',
  'gallery.close': 'Galerij sluiten',
} as const;

export type MessageKeyProfileView = keyof typeof nlProfileView;
