import type { Gif, GifService } from '../../domain/chat/gif-search';

interface GiphyImage {
  readonly url?: string;
  readonly width?: string;
  readonly height?: string;
}
interface GiphyGif {
  readonly id?: string;
  readonly title?: string;
  readonly images?: { readonly fixed_width?: GiphyImage };
}

const TIMEOUT_MS = 3000;

/** A Giphy GIF as ours; one without a usable https image is left out. */
function toGif(gif: GiphyGif): Gif | undefined {
  const image = gif.images?.fixed_width;
  if (!gif.id || !image?.url || !image.url.startsWith('https://')) return undefined;
  return { id: `giphy:${gif.id}`, url: image.url, width: Number(image.width) || 200, height: Number(image.height) || 200, title: gif.title ?? '' };
}

/**
 * GIF search through Giphy's API (when GIPHY_API_KEY is set), rated pg-13, in Dutch where it can. A slow or failing
 * Giphy answers no GIFs rather than an error: the chat works without them.
 */
export class GiphyGifs implements GifService {
  constructor(
    private readonly apiKey: string,
    private readonly baseUrl = 'https://api.giphy.com',
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async search(query: string, limit: number): Promise<readonly Gif[]> {
    const words = query.trim();
    const params = new URLSearchParams({ api_key: this.apiKey, limit: String(limit), rating: 'pg-13', lang: 'nl' });
    if (words) params.set('q', words);
    const body = await this.get<{ data?: GiphyGif[] }>(`/v1/gifs/${words ? 'search' : 'trending'}?${params}`);
    return (body?.data ?? []).flatMap((gif) => toGif(gif) ?? []);
  }

  async find(id: string): Promise<Gif | undefined> {
    const own = /^giphy:([A-Za-z0-9]{1,64})$/.exec(id)?.[1];
    if (!own) return undefined;
    const body = await this.get<{ data?: GiphyGif }>(`/v1/gifs/${own}?${new URLSearchParams({ api_key: this.apiKey })}`);
    return body?.data ? toGif(body.data) : undefined;
  }

  private async get<T>(path: string): Promise<T | undefined> {
    try {
      const response = await this.fetcher(this.baseUrl + path, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) return undefined;
      return (await response.json()) as T;
    } catch {
      return undefined;
    }
  }
}
