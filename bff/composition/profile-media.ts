import { regionCatalogue, regionData } from '../../adapters/geo/region-data';
import { ShippedCitiesGeocoder } from '../../adapters/geo/reverse-geocoder';
import { SharpImageProcessor } from '../../adapters/images/sharp-image-processor';
import { PostgresPhotos } from '../../adapters/postgres/postgres-photos';
import { PostgresProfileSettings } from '../../adapters/postgres/postgres-profile-settings';
import { DiskPhotoStorage } from '../../adapters/storage/disk-photo-storage';
import { LocatePosition } from '../../domain/profiles/locate-position';
import type { Photos, PhotoStorage } from '../../domain/profiles/media-ports';
import { SavePushSubscription } from '../../domain/profiles/save-push-subscription';
import type { ProfileSettings } from '../../domain/profiles/settings-ports';
import { UpdateLanguage } from '../../domain/profiles/update-language';
import { UpdateLocation } from '../../domain/profiles/update-location';
import { UpdateProfileDetails } from '../../domain/profiles/update-profile-details';
import { UploadPhoto } from '../../domain/profiles/upload-photo';
import type { CoreServices } from './core-services';

/** Photos, push subscriptions, language and location. */
export interface ProfileMediaServices {
  readonly photos: Photos;
  /** Also used by the purge of deleted accounts to remove a member's files. */
  readonly photoStorage: PhotoStorage;
  readonly profileSettings: ProfileSettings;
  readonly uploadPhoto: UploadPhoto;
  readonly updateLanguage: UpdateLanguage;
  readonly updateLocation: UpdateLocation;
  readonly updateProfileDetails: UpdateProfileDetails;
  readonly savePushSubscription: SavePushSubscription;
  readonly locatePosition: LocatePosition;
}

export function composeProfileMedia(core: CoreServices): ProfileMediaServices {
  const photos = new PostgresPhotos(core.knex);
  const photoStorage = new DiskPhotoStorage(core.config.mediaDir);
  const profileSettings = new PostgresProfileSettings(core.knex);
  return {
    photos,
    photoStorage,
    profileSettings,
    uploadPhoto: new UploadPhoto({
      members: core.members,
      photos,
      storage: photoStorage,
      images: new SharpImageProcessor(),
      rateLimiter: core.rateLimiter,
      clock: core.clock,
    }),
    updateLanguage: new UpdateLanguage({ profileSettings }),
    updateLocation: new UpdateLocation({ profileSettings, regions: regionCatalogue }),
    updateProfileDetails: new UpdateProfileDetails({ profileSettings }),
    savePushSubscription: new SavePushSubscription({ profileSettings, clock: core.clock }),
    locatePosition: new LocatePosition({ geocoder: new ShippedCitiesGeocoder(regionData) }),
  };
}
