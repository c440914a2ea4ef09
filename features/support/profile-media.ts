import { ShippedCitiesGeocoder } from '../../adapters/geo/reverse-geocoder';
import { regionData } from '../../adapters/geo/region-data';
import { InMemoryImageProcessor, InMemoryPhotos, InMemoryPhotoStorage } from '../../adapters/memory/in-memory-photos';
import { InMemoryProfileSettings } from '../../adapters/memory/in-memory-profile-settings';
import { InMemoryRateLimiter } from '../../adapters/memory/in-memory-rate-limiter';
import { ArrangePhotos } from '../../domain/profiles/arrange-photos';
import { DeletePhoto } from '../../domain/profiles/delete-photo';
import { SetPhotoPrivacy } from '../../domain/profiles/set-photo-privacy';
import { LocatePosition } from '../../domain/profiles/locate-position';
import type { Photo } from '../../domain/profiles/photo';
import type { RegionCatalogue } from '../../domain/profiles/settings-ports';
import { UpdateLocation } from '../../domain/profiles/update-location';
import { UploadPhoto } from '../../domain/profiles/upload-photo';
import type { ChatWorld } from './world';

/** A photo as a camera gives it: JPEG bytes (the in-memory processor sniffs them; sharp's work is tested in adapters/images). */
export const CAMERA_PHOTO = new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x45, 0x78, 0x69, 0x66]);

const regions: RegionCatalogue = Object.fromEntries(
  Object.entries(regionData).map(([country, list]) => [country, list.map((r) => ({ name: r.name, cities: r.cities.map((c) => c.name) }))]),
);

function createProfileMedia(world: ChatWorld) {
  const app = world.app;
  const photos = new InMemoryPhotos(app.store);
  const storage = new InMemoryPhotoStorage();
  const profileSettings = new InMemoryProfileSettings(app.store);
  return {
    photos,
    storage,
    /** Each member's photos in the order they were added. */
    added: new Map<string, Photo[]>(),
    /** What the geolocation button last offered. */
    offered: undefined as { country: string; region: string; city: string } | undefined,
    uploadPhoto: new UploadPhoto({
      members: app.members,
      photos,
      storage,
      images: new InMemoryImageProcessor(),
      rateLimiter: new InMemoryRateLimiter(),
      clock: app.clock,
    }),
    arrangePhotos: new ArrangePhotos({ photos, storage }),
    setPhotoPrivacy: new SetPhotoPrivacy({ members: app.members, photos, storage }),
    deletePhoto: new DeletePhoto({ photos, storage }),
    updateLocation: new UpdateLocation({ profileSettings, regions }),
    locatePosition: new LocatePosition({ geocoder: new ShippedCitiesGeocoder(regionData) }),
  };
}

export type ProfileMedia = ReturnType<typeof createProfileMedia>;

const media = new WeakMap<ChatWorld, ProfileMedia>();

/** The photo and location use cases of a scenario, on the scenario's in-memory world. */
export function profileMediaOf(world: ChatWorld): ProfileMedia {
  let found = media.get(world);
  if (!found) {
    found = createProfileMedia(world);
    media.set(world, found);
  }
  return found;
}
