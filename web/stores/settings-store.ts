import { makeAutoObservable } from 'mobx';
import type { ApiSettings, ApiVisitor } from '../../bff/contract/api-types';
import { signupAccess, type SignupAccess } from '../../domain/accounts/signup-allowed';
import { visitorsMaySearch } from '../../domain/search/visitor-search';

export class SettingsStore {
  settings: ApiSettings;
  visitor: ApiVisitor;

  constructor(settings: ApiSettings, visitor: ApiVisitor = { traffic_source: false }) {
    this.settings = settings;
    this.visitor = visitor;
    makeAutoObservable(this);
  }

  /**
   * A stored photo's URL: a public path under the cdn_prefix; a private photo's path is already a link of this site,
   * signed for this member (`/private-media/…`, decision 0043), and stays as it is.
   */
  imageUrl(path: string) {
    return path.startsWith('/') ? path : this.settings.cdn_prefix + path;
  }

  /** How this visitor may sign up: the server's rule (SPEC §1), so the form asks for an invite code up front. */
  get signupAccess(): SignupAccess {
    return signupAccess(this.settings.signups, this.visitor.traffic_source);
  }

  /** Whether this visitor may search without logging in (SPEC §6). */
  get visitorsMaySearch(): boolean {
    return visitorsMaySearch(this.settings, this.visitor.traffic_source);
  }
}
