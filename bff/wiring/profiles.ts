import { ContainerModule } from 'inversify';
import { ArrangePhotos } from '../../domain/profiles/arrange-photos';
import { DeletePhoto } from '../../domain/profiles/delete-photo';
import { SetPhotoPrivacy } from '../../domain/profiles/set-photo-privacy';
import { ViewProfilePhotos } from '../../domain/profiles/view-profile-photos';
import { ListPhotos } from '../../domain/profiles/list-photos';
import { ListRejectedPhotos } from '../../domain/profiles/list-rejected-photos';
import { LocatePosition } from '../../domain/profiles/locate-position';
import { SavePushSubscription } from '../../domain/profiles/save-push-subscription';
import { UpdateProfileDetails } from '../../domain/profiles/update-profile-details';
import { UpdateUserSettings } from '../../domain/profiles/update-user-settings';
import { UploadPhoto } from '../../domain/profiles/upload-photo';
import { ViewProfile } from '../../domain/profiles/view-profile';
import { OnlineAmong } from '../../domain/profiles/online-among';
import { PrivateMediaAccess } from '../../domain/profiles/private-media-access';
import { SettleMisplacedMedia } from '../../domain/profiles/settle-misplaced-media';
import { bindUseCase } from './bind-use-case';
import { PORTS as P, USE_CASES } from './tokens';

const U = USE_CASES.profiles;

/** SPEC §3, §5, §6: the profile others see, photos, language and location, push. */
export const profilesModule = new ContainerModule(({ bind }) => {
  bindUseCase(bind, U.viewProfile, (d) => new ViewProfile(d), { profiles: P.profiles, clock: P.clock });
  bindUseCase(bind, U.onlineAmong, (d) => new OnlineAmong(d), { presence: P.presence, clock: P.clock });
  bindUseCase(bind, U.listPhotos, (d) => new ListPhotos(d), { photos: P.photos });
  bindUseCase(bind, U.listRejectedPhotos, (d) => new ListRejectedPhotos(d), { rejected: P.rejectedPhotos });
  bindUseCase(bind, U.uploadPhoto, (d) => new UploadPhoto(d), {
    members: P.members,
    photos: P.photos,
    storage: P.photoStorage,
    images: P.images,
    rateLimiter: P.rateLimiter,
    clock: P.clock,
  });
  bindUseCase(bind, U.viewProfilePhotos, (d) => new ViewProfilePhotos(d), { photos: P.photos });
  bindUseCase(bind, U.arrangePhotos, (d) => new ArrangePhotos(d), { photos: P.photos, storage: P.photoStorage });
  bindUseCase(bind, U.setPhotoPrivacy, (d) => new SetPhotoPrivacy(d), { members: P.members, photos: P.photos, storage: P.photoStorage });
  bindUseCase(bind, U.privateMediaAccess, (d) => new PrivateMediaAccess(d), { members: P.members, blocks: P.blocks });
  bindUseCase(bind, U.settleMisplacedMedia, (d) => new SettleMisplacedMedia(d), { misplaced: P.misplacedMedia, photos: P.photos, storage: P.photoStorage });
  bindUseCase(bind, U.deletePhoto, (d) => new DeletePhoto(d), { photos: P.photos, storage: P.photoStorage });
  bindUseCase(bind, U.updateUserSettings, (d) => new UpdateUserSettings(d), { profileSettings: P.profileSettings, regions: P.regions });
  bindUseCase(bind, U.updateProfileDetails, (d) => new UpdateProfileDetails(d), { profileSettings: P.profileSettings });
  bindUseCase(bind, U.savePushSubscription, (d) => new SavePushSubscription(d), { profileSettings: P.profileSettings, clock: P.clock });
  bindUseCase(bind, U.locatePosition, (d) => new LocatePosition(d), { geocoder: P.geocoder });
});
