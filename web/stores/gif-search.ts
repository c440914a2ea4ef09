import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiGif } from '../../bff/contract/api-types';
import type { Api } from '../api/endpoints';

/** The GIF search of the send footer (GET /api/gifs.php): the newest search wins, an older answer is dropped. */
export class GifSearch {
  query = '';
  gifs: readonly ApiGif[] = [];
  loading = false;
  failed = false;
  private asked = 0;

  constructor(private readonly endpoints: Pick<Api, 'gifs'>) {
    makeAutoObservable<this, 'endpoints' | 'asked'>(this, { endpoints: false, asked: false });
  }

  async search(query: string) {
    this.query = query;
    const ask = ++this.asked;
    this.loading = true;
    this.failed = false;
    const answer = await this.endpoints.gifs({ q: query.trim().slice(0, 50) }).catch(() => false as const);
    if (ask !== this.asked) return;
    runInAction(() => {
      this.loading = false;
      if (answer && answer.ok) this.gifs = answer.data.gifs;
      else this.failed = true;
    });
  }
}
