import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GiphyGifs } from './giphy-gifs';
import { LOCAL_GIFS, LocalGifs } from './local-gifs';

describe('the GIFs shipped with the app', () => {
  const gifs = new LocalGifs();

  it('are found by their words, in Dutch and English, and all of them without words', async () => {
    expect((await gifs.search('koffie', 24)).map((g) => g.id)).toEqual(['local:koffie']);
    expect((await gifs.search('Hello', 24)).map((g) => g.id)).toContain('local:hallo');
    expect((await gifs.search('feest', 24)).map((g) => g.id)).toEqual(expect.arrayContaining(['local:feest', 'local:dans', 'local:proost']));
    expect(await gifs.search('', 24)).toHaveLength(LOCAL_GIFS.length);
    expect(await gifs.search('', 3)).toHaveLength(3);
    expect(await gifs.search('zzzqqq', 24)).toEqual([]);
  });

  it('are found again by their id, and nothing else is', async () => {
    expect(await gifs.find('local:zon')).toEqual({ id: 'local:zon', url: '/gifs/zon.gif', width: 160, height: 160, title: 'Zonnig' });
    expect(await gifs.find('local:../../etc/passwd')).toBeUndefined();
    expect(await gifs.find('giphy:abc')).toBeUndefined();
  });
});

describe('GIF search through Giphy (a fake Giphy on loopback)', () => {
  let server: Server;
  let baseUrl: string;
  const asked: string[] = [];
  let answer: (path: string) => { status: number; body: unknown } = () => ({ status: 200, body: {} });

  beforeAll(async () => {
    server = createServer((req, res) => {
      asked.push(req.url ?? '');
      const { status, body } = answer(req.url ?? '');
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const image = (id: string, url = `https://media.giphy.com/media/${id}/200w.gif`) => ({ id, title: `GIF ${id}`, images: { fixed_width: { url, width: '200', height: '150' } } });

  it('searches with the key, pg-13 and the limit, and keeps only GIFs with an https image', async () => {
    answer = () => ({ status: 200, body: { data: [image('abc1'), image('bad2', 'http://insecure.example/x.gif'), { id: 'none3' }] } });
    const gifs = await new GiphyGifs('KEY123', baseUrl).search('hallo daar', 10);
    expect(gifs).toEqual([{ id: 'giphy:abc1', url: 'https://media.giphy.com/media/abc1/200w.gif', width: 200, height: 150, title: 'GIF abc1' }]);
    const url = new URL(asked.at(-1)!, baseUrl);
    expect(url.pathname).toBe('/v1/gifs/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ api_key: 'KEY123', q: 'hallo daar', limit: '10', rating: 'pg-13' });
  });

  it('asks for the trending GIFs without words, and finds one again by its id', async () => {
    answer = (path) => ({ status: 200, body: path.startsWith('/v1/gifs/trending') ? { data: [image('tr1')] } : { data: image('xyz9') } });
    expect((await new GiphyGifs('KEY123', baseUrl).search('  ', 5)).map((g) => g.id)).toEqual(['giphy:tr1']);
    expect(await new GiphyGifs('KEY123', baseUrl).find('giphy:xyz9')).toMatchObject({ id: 'giphy:xyz9', title: 'GIF xyz9' });
    expect(new URL(asked.at(-1)!, baseUrl).pathname).toBe('/v1/gifs/xyz9');
  });

  it('never asks Giphy for an id that is not its own, and answers nothing when Giphy fails', async () => {
    const before = asked.length;
    expect(await new GiphyGifs('KEY123', baseUrl).find('giphy:../v1/secret')).toBeUndefined();
    expect(await new GiphyGifs('KEY123', baseUrl).find('local:zon')).toBeUndefined();
    expect(asked.length).toBe(before);
    answer = () => ({ status: 500, body: { message: 'down' } });
    expect(await new GiphyGifs('KEY123', baseUrl).search('hoi', 5)).toEqual([]);
    expect(await new GiphyGifs('KEY123', 'http://127.0.0.1:1').search('hoi', 5)).toEqual([]);
  });
});
