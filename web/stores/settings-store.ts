import { makeAutoObservable } from 'mobx';
import type { ApiSettings } from '../../bff/contract/api-types';

export class SettingsStore {
  settings: ApiSettings;

  constructor(settings: ApiSettings) {
    this.settings = settings;
    makeAutoObservable(this);
  }

  imageUrl(path: string) {
    return this.settings.cdn_prefix + path;
  }
}
