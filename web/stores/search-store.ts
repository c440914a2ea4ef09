import { makeAutoObservable } from 'mobx';
import type { SearchQuery } from '../../bff/contract/requests';

/** SPEC §3 search state: the criteria survive navigation between results and profiles. */
export class SearchStore {
  criteria: Partial<SearchQuery> = {};

  constructor() {
    makeAutoObservable(this);
  }

  remember(criteria: Partial<SearchQuery>) {
    this.criteria = criteria;
  }
}
