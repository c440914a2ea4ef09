import type { ImageLimits, ImageProcessor, Photos, PhotoStorage, PhotoVariants, PhotoVariantWidth, ProcessedImage } from '../../domain/profiles/media-ports';
import { namesEachOnce } from '../../domain/profiles/arrange-photos';
import { photoId, type Photo, type PhotoFiles, type PhotoId } from '../../domain/profiles/photo';
import type { MainImage } from '../../domain/profiles/profile';
import { DomainError } from '../../domain/shared/domain-error';
import type { MemberId } from '../../domain/shared/ids';
import { sniffImageType } from '../../domain/profiles/image-type';
import type { InMemoryStore } from './in-memory-store';

/** Photos in a list; the main image on the in-memory store's profile. */
export class InMemoryPhotos implements Photos {
  private readonly photos: Photo[] = [];
  private sequence = 0;

  constructor(private readonly store: InMemoryStore) {}

  async add(memberId: MemberId, files: PhotoFiles, at: Date, limit: number): Promise<Photo | undefined> {
    if (this.photos.filter((p) => p.memberId === memberId).length >= limit) return undefined;
    this.sequence += 1;
    const position = Math.max(-1, ...this.held(memberId).map((p) => p.position)) + 1;
    const photo: Photo = {
      id: photoId(this.sequence),
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

  async setPrivate(memberId: MemberId, id: PhotoId, isPrivate: boolean): Promise<boolean> {
    if (!this.held(memberId).some((p) => p.id === id)) return false;
    this.replace(id, (p) => ({ ...p, isPrivate }));
    return true;
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

  async setMainImage(memberId: MemberId, image: MainImage, options: { readonly onlyIfNone?: boolean } = {}): Promise<boolean> {
    const member = this.store.member(memberId);
    if (!member || (options.onlyIfNone && member.profile.mainImage)) return false;
    member.profile = { ...member.profile, mainImage: { ...image } };
    return true;
  }
}

/** Files in a map, named by a counter. */
export class InMemoryPhotoStorage implements PhotoStorage {
  readonly files = new Map<string, Uint8Array>();
  private sequence = 0;

  async save(memberId: MemberId, image: ProcessedImage): Promise<PhotoFiles> {
    this.sequence += 1;
    const filename = `photos/${memberId}/${this.sequence}.jpg`;
    const thumb_filename = `photos/${memberId}/${this.sequence}-thumb.jpg`;
    this.files.set(filename, image.image);
    this.files.set(thumb_filename, image.thumbnail);
    return { filename, thumb_filename };
  }

  async remove(files: PhotoFiles): Promise<void> {
    this.files.delete(files.filename);
    this.files.delete(files.thumb_filename);
  }

  async removeAll(memberId: MemberId): Promise<void> {
    for (const name of [...this.files.keys()]) if (name.startsWith(`photos/${memberId}/`)) this.files.delete(name);
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
