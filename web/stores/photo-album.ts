import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiPhoto } from '../../bff/contract/profile-media-requests';
import { photoLimit } from '../../domain/profiles/photo-limit';
import type { Api } from '../api/endpoints';
import { NO_ANSWER } from '../api/problem';
import { FormState } from './form-state';
import { PhotoUpload } from './photo-upload';
import type { SessionStore } from './session-store';

/** Why an upload failed that sending the same photo again may mend: no answer, or the server's own failure. */
const RETRYABLE: ReadonlySet<string> = new Set([NO_ANSWER, 'server_error', 'request_in_progress']);

type AlbumEndpoints = Pick<Api, 'uploadPhoto' | 'arrangePhotos' | 'changePhoto' | 'deletePhoto'>;

/**
 * My profile's photos (SPEC §5, §6): upload, order, choose the main image, mark private (premium), delete. Every
 * answer carries the whole album and the user, so the list shown is always the server's.
 */
export class PhotoAlbum {
  photos: ApiPhoto[];
  /** Problems of ordering, hiding and deleting; the upload has its own form. */
  readonly form = new FormState([] as const);
  readonly upload: PhotoUpload;
  /** The photo whose change is on its way, for its busy state. */
  working: number | null = null;

  constructor(
    private readonly endpoints: AlbumEndpoints,
    private readonly session: SessionStore,
    maxMegabytes: number,
    photos: readonly ApiPhoto[],
  ) {
    this.photos = [...photos];
    this.upload = new PhotoUpload(endpoints, session, maxMegabytes);
    makeAutoObservable<this, 'endpoints' | 'session'>(this, { endpoints: false, session: false, form: false, upload: false });
  }

  get premium(): boolean {
    return this.session.user?.paid_user ?? false;
  }

  /** 3 for a free member, 25 for a premium one. */
  get limit(): number {
    return photoLimit({ paidUser: this.premium });
  }

  get full(): boolean {
    return this.photos.length >= this.limit;
  }

  /** Chooses and uploads one file; true when it was added. */
  async add(file: Blob | undefined): Promise<boolean> {
    this.form.clear();
    if (this.full || !this.upload.choose(file)) return false;
    const photo = await this.upload.upload();
    if (photo) runInAction(() => this.photos.push(photo));
    return photo !== undefined;
  }

  /**
   * A photo that was fine but did not arrive (no answer, the server failed): it can be sent again as it is. A photo the
   * server refused for what it is (not an image, too large, the limit) cannot: she chooses another.
   */
  get canRetryUpload(): boolean {
    const problem = this.upload.form.problem;
    return this.upload.file !== null && !this.upload.uploaded && !this.upload.form.busy && !this.full && problem !== null && RETRYABLE.has(problem.code);
  }

  /** Sends the photo that did not arrive once more; true when it was added. */
  async retryUpload(): Promise<boolean> {
    if (!this.canRetryUpload) return false;
    const photo = await this.upload.upload();
    if (photo) runInAction(() => this.photos.push(photo));
    return photo !== undefined;
  }

  /** Moves a photo one place earlier (-1) or later (1); to the first place makes it the main image. */
  move(id: number, step: -1 | 1): Promise<boolean> {
    const order = this.photos.map((p) => p.id);
    const from = order.indexOf(id);
    const to = from + step;
    if (from < 0 || to < 0 || to >= order.length) return Promise.resolve(false);
    [order[from], order[to]] = [order[to]!, order[from]!];
    return this.change(id, 'arrangePhotos', () => this.endpoints.arrangePhotos({ order }));
  }

  makeMain(id: number): Promise<boolean> {
    return this.change(id, 'changePhoto', () => this.endpoints.changePhoto({ id, main: true }));
  }

  setPrivate(id: number, isPrivate: boolean): Promise<boolean> {
    return this.change(id, 'changePhoto', () => this.endpoints.changePhoto({ id, private: isPrivate }));
  }

  remove(id: number): Promise<boolean> {
    return this.change(id, 'deletePhoto', () => this.endpoints.deletePhoto({ id }));
  }

  private async change(
    id: number,
    action: 'arrangePhotos' | 'changePhoto' | 'deletePhoto',
    call: () => ReturnType<AlbumEndpoints['arrangePhotos']>,
  ): Promise<boolean> {
    this.working = id;
    this.upload.form.clear();
    const answer = await this.form.send(action, call);
    runInAction(() => {
      this.working = null;
      if (answer) {
        this.photos = [...answer.photos];
        this.session.setUser(answer.user);
      }
    });
    return answer !== undefined;
  }
}
