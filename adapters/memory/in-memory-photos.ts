import {
  accessOf,
  PRIVATE_MEDIA_PREFIX,
  type ImageLimits,
  type ImageProcessor,
  type MediaAccess,
  type Photos,
  type PhotoStorage,
  type PhotoVariants,
  type PhotoVariantWidth,
  type ProcessedImage,
} from '../../domain/profiles/media-ports';
import { namesEachOnce } from '../../domain/profiles/arrange-photos';
import { photoId, type Photo, type PhotoFiles, type PhotoId } from '../../domain/profiles/photo';
import type { MainImage } from '../../domain/profiles/profile';
import { DomainError } from '../../domain/shared/domain-error';
import type { MemberId } from '../../domain/shared/ids';
import { sniffImageType } from '../../domain/profiles/image-type';
import type { InMemoryStore } from './in-memory-store';

/** The photos table of a store: kept beside it, as blocks and likes are, so every adapter on the store sees the same rows. */
const tablesOf = new WeakMap<InMemoryStore, { photos: Photo[]; sequence: number }>();

const tableOf = (store: InMemoryStore) => {
  let table = tablesOf.get(store);
  if (!table) tablesOf.set(store, (table = { photos: [], sequence: 0 }));
  return table;
};

/** Photos in a list; the main image on the in-memory store's profile. As the photos table: only of a stored member. */
export class InMemoryPhotos implements Photos {
  constructor(private readonly store: InMemoryStore) {}

  private get photos(): Photo[] {
    return tableOf(this.store).photos;
  }

  async add(memberId: MemberId, files: PhotoFiles, at: Date, limit: number): Promise<Photo | undefined> {
    if (!this.store.member(memberId)) return undefined;
    if (this.photos.filter((p) => p.memberId === memberId).length >= limit) return undefined;
    const table = tableOf(this.store);
    table.sequence += 1;
    const position = Math.max(-1, ...this.held(memberId).map((p) => p.position)) + 1;
    const photo: Photo = {
      id: photoId(table.sequence),
      memberId,
      filename: files.filename,
      thumb_filename: files.thumb_filename,
      createdAt: at,
      position,
      isPrivate: false,
    };
    this.photos.push(photo);
    return photo;
  }

  async listFor(memberId: MemberId): Promise<readonly Photo[]> {
    return this.held(memberId).sort((a, b) => a.position - b.position || a.id - b.id);
  }

  async arrange(memberId: MemberId, order: readonly PhotoId[]): Promise<boolean> {
    if (!namesEachOnce(order, this.held(memberId))) return false;
    order.forEach((id, position) => this.replace(id, (p) => ({ ...p, position, isPrivate: position === 0 ? false : p.isPrivate })));
    this.syncMainImage(memberId);
    return true;
  }

  async setPrivate(memberId: MemberId, id: PhotoId, isPrivate: boolean, files: { readonly from: PhotoFiles; readonly to: PhotoFiles }): Promise<boolean> {
    const photo = this.held(memberId).find((p) => p.id === id);
    if (!photo || photo.filename !== files.from.filename || (isPrivate && photo.position === 0)) return false;
    this.replace(id, (p) => ({ ...p, isPrivate, filename: files.to.filename, thumb_filename: files.to.thumb_filename }));
    const member = this.store.member(memberId);
    if (member?.profile.mainImage?.filename === files.from.filename) {
      member.profile = { ...member.profile, mainImage: { filename: files.to.filename, thumb_filename: files.to.thumb_filename } };
    }
    return true;
  }

  /** Every member's photos, in id order: what InMemoryMisplacedMedia looks through. */
  all(): readonly Photo[] {
    return [...this.photos].sort((a, b) => a.id - b.id);
  }

  async remove(memberId: MemberId, id: PhotoId): Promise<Photo | undefined> {
    const index = this.photos.findIndex((p) => p.id === id && p.memberId === memberId);
    if (index < 0) return undefined;
    const [removed] = this.photos.splice(index, 1);
    const rest = await this.listFor(memberId);
    rest.forEach((p, position) => this.replace(p.id, (q) => ({ ...q, position, isPrivate: position === 0 ? false : q.isPrivate })));
    this.syncMainImage(memberId);
    return removed;
  }

  private held(memberId: MemberId): Photo[] {
    return this.photos.filter((p) => p.memberId === memberId);
  }

  private replace(id: PhotoId, change: (photo: Photo) => Photo): void {
    const index = this.photos.findIndex((p) => p.id === id);
    this.photos[index] = change(this.photos[index]);
  }

  private syncMainImage(memberId: MemberId): void {
    const member = this.store.member(memberId);
    if (!member) return;
    const first = this.held(memberId).find((p) => p.position === 0);
    member.profile = { ...member.profile, mainImage: first ? { filename: first.filename, thumb_filename: first.thumb_filename } : null };
  }

  async countFor(memberId: MemberId): Promise<number> {
    return (await this.listFor(memberId)).length;
  }

  /** What the database cascade does when a member row goes. */
  forget(member: MemberId): void {
    const table = tableOf(this.store);
    table.photos = table.photos.filter((p) => p.memberId !== member);
  }

  async setMainImage(memberId: MemberId, image: MainImage, options: { readonly onlyIfNone?: boolean } = {}): Promise<boolean> {
    const member = this.store.member(memberId);
    if (!member || (options.onlyIfNone && member.profile.mainImage)) return false;
    member.profile = { ...member.profile, mainImage: { ...image } };
    return true;
  }
}

/** Files in a map, named by a counter (as 32 hex digits, like DiskPhotoStorage's random names). */
export class InMemoryPhotoStorage implements PhotoStorage {
  readonly files = new Map<string, Uint8Array>();
  private sequence = 0;

  private newNames(memberId: MemberId, access: MediaAccess): PhotoFiles {
    this.sequence += 1;
    const folder = access === 'private' ? `${PRIVATE_MEDIA_PREFIX}${memberId}` : `photos/${memberId}`;
    const name = this.sequence.toString(16).padStart(32, '0');
    return { filename: `${folder}/${name}.jpg`, thumb_filename: `${folder}/${name}-thumb.jpg` };
  }

  async save(memberId: MemberId, image: ProcessedImage, access: MediaAccess): Promise<PhotoFiles> {
    const files = this.newNames(memberId, access);
    this.files.set(files.filename, image.image);
    this.files.set(files.thumb_filename, image.thumbnail);
    return files;
  }

  async move(memberId: MemberId, files: PhotoFiles, access: MediaAccess): Promise<PhotoFiles | undefined> {
    if (accessOf(files.filename) === access) return files;
    const image = this.files.get(files.filename);
    if (!image) return undefined;
    const target = this.newNames(memberId, access);
    this.files.set(target.filename, image);
    this.files.set(target.thumb_filename, this.files.get(files.thumb_filename) ?? image);
    await this.remove(files);
    return target;
  }

  async remove(files: PhotoFiles): Promise<void> {
    this.files.delete(files.filename);
    this.files.delete(files.thumb_filename);
  }

  async removeAll(memberId: MemberId): Promise<void> {
    const folders = [`photos/${memberId}/`, `${PRIVATE_MEDIA_PREFIX}${memberId}/`];
    for (const name of [...this.files.keys()]) if (folders.some((folder) => name.startsWith(folder))) this.files.delete(name);
  }
}

/**
 * Accepts what sniffs as JPEG, PNG or WebP and keeps the bytes as they are; `pixelsOf` lets a test say how large
 * an image decodes. The real work is SharpImageProcessor's.
 */
export class InMemoryImageProcessor implements ImageProcessor {
  constructor(private readonly pixelsOf: (bytes: Uint8Array) => number = () => 1_000_000) {}

  async process(bytes: Uint8Array, limits: ImageLimits): Promise<ProcessedImage> {
    if (!sniffImageType(bytes)) throw new DomainError('invalid_input', { field: 'photo', message: 'not_an_image' });
    if (this.pixelsOf(bytes) > limits.maxMegapixels * 1_000_000) throw new DomainError('invalid_input', { field: 'photo', message: 'too_many_pixels' });
    return { image: bytes, thumbnail: bytes.slice(0, 16) };
  }
}

/** A variant of a photo the in-memory storage holds; the making itself is SharpPhotoVariants's. */
export class InMemoryPhotoVariants implements PhotoVariants {
  constructor(private readonly storage: InMemoryPhotoStorage) {}

  async ensure(file: string, _width: PhotoVariantWidth): Promise<boolean> {
    return this.storage.files.has(file);
  }
}
