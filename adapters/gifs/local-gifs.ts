import type { Gif, GifService } from '../../domain/chat/gif-search';

/** The GIFs shipped in web/public/gifs/ (drawn by tools/gifs/make-gifs.ts), with the words they are found by. */
export const LOCAL_GIFS: ReadonlyArray<{ readonly id: string; readonly title: string; readonly tags: readonly string[] }> = [
  { id: 'hallo', title: 'Hoi!', tags: ['hallo', 'hoi', 'hi', 'hello', 'zwaai', 'wave'] },
  { id: 'hartje', title: 'Hartje', tags: ['hart', 'hartje', 'liefde', 'love', 'heart', 'kus'] },
  { id: 'lach', title: 'Lach', tags: ['lach', 'blij', 'smile', 'happy', 'haha', 'grappig'] },
  { id: 'dans', title: 'Dansje', tags: ['dans', 'dansen', 'dance', 'feest', 'party', 'blij'] },
  { id: 'koffie', title: 'Koffie', tags: ['koffie', 'coffee', 'date', 'afspreken', 'ochtend', 'morning'] },
  { id: 'bloem', title: 'Bloem', tags: ['bloem', 'bloemen', 'flower', 'lief', 'voor jou'] },
  { id: 'proost', title: 'Proost!', tags: ['proost', 'cheers', 'drankje', 'wijn', 'feest', 'champagne'] },
  { id: 'knipoog', title: 'Knipoog', tags: ['knipoog', 'wink', 'flirt', 'ondeugend'] },
  { id: 'slaap', title: 'Welterusten', tags: ['slaap', 'welterusten', 'moe', 'sleep', 'night', 'nacht'] },
  { id: 'feest', title: 'Feest!', tags: ['feest', 'party', 'confetti', 'hoera', 'gefeliciteerd', 'celebrate'] },
  { id: 'zon', title: 'Zonnig', tags: ['zon', 'zonnig', 'sun', 'goedemorgen', 'weekend', 'mooi weer'] },
  { id: 'duim', title: 'Top!', tags: ['duim', 'top', 'ok', 'goed', 'thumbs up', 'yes', 'ja'] },
];

const SIZE = 160;

const toGif = (entry: (typeof LOCAL_GIFS)[number]): Gif => ({ id: `local:${entry.id}`, url: `/gifs/${entry.id}.gif`, width: SIZE, height: SIZE, title: entry.title });

/** The default GIF search: the shipped set, found by its words; works with no network at all. */
export class LocalGifs implements GifService {
  async search(query: string, limit: number): Promise<readonly Gif[]> {
    const words = query.trim().toLowerCase();
    const found = words ? LOCAL_GIFS.filter((gif) => gif.tags.some((tag) => tag.includes(words) || words.includes(tag)) || gif.title.toLowerCase().includes(words)) : LOCAL_GIFS;
    return found.slice(0, limit).map(toGif);
  }

  async find(id: string): Promise<Gif | undefined> {
    const entry = LOCAL_GIFS.find((gif) => `local:${gif.id}` === id);
    return entry ? toGif(entry) : undefined;
  }
}
