import { makeAutoObservable } from 'mobx';
import type { ApiPhoto } from '../../bff/contract/profile-media-requests';
import type { Api } from '../api/endpoints';
import { fieldProblem } from '../api/problem';
import { FormState } from './form-state';
import type { SessionStore } from './session-store';

/** The kinds of photo POST /api/photo.php takes. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Signup step 1: one photo, checked as the bff checks it, then uploaded (multipart POST /api/photo.php). */
export class PhotoUpload {
  readonly form = new FormState(['photo'] as const);
  file: Blob | null = null;
  uploaded = false;

  constructor(
    private readonly endpoints: Pick<Api, 'uploadPhoto'>,
    private readonly session: SessionStore,
    private readonly maxMegabytes: number,
  ) {
    makeAutoObservable<this, 'endpoints' | 'session' | 'maxMegabytes'>(this, { endpoints: false, session: false, maxMegabytes: false, form: false });
  }

  /** True when the file may be sent: a photo of a kind the server takes, not over upload_max_megabytes. */
  choose(file: Blob | undefined): boolean {
    this.form.clear();
    this.uploaded = false;
    this.file = null;
    if (!file) return false;
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) this.form.mark('photo', fieldProblem('photo', 'not_an_image'));
    else if (file.size > this.maxMegabytes * 1024 * 1024) this.form.place({ code: 'payload_too_large', action: 'uploadPhoto' });
    else this.file = file;
    return this.file !== null;
  }

  /** The browser could not show it: not a photo, whatever its name says. */
  refuse() {
    this.file = null;
    this.form.mark('photo', fieldProblem('photo', 'not_an_image'));
  }

  /** The stored photo, or undefined when it was not stored (the problem is the form's). */
  async upload(): Promise<ApiPhoto | undefined> {
    const photo = this.file;
    if (!photo) return undefined;
    const answer = await this.form.send('uploadPhoto', () => this.endpoints.uploadPhoto({ photo }));
    if (answer) this.done(answer.user);
    return answer?.photo;
  }

  private done(user: Parameters<SessionStore['setUser']>[0]) {
    this.session.setUser(user);
    this.uploaded = true;
  }
}
