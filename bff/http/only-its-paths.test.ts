import express, { Router, type RequestHandler } from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { onlyItsPaths } from './only-its-paths';

const answer = (text: string): RequestHandler => (_req, res) => void res.send(text);

describe('an API router entered only for its own paths', () => {
  const calls: string[] = [];
  const first = Router();
  first.use('/guarded.php', (req, res, next) => {
    calls.push(`guard ${req.originalUrl}`);
    if (req.get('x-member') !== 'yes') return void res.status(403).send('member only');
    next();
  });
  first.get('/guarded.php', answer('guarded'));
  // PUT /shared.php is the first router's; the second answers the other methods on the same path.
  first.put('/shared.php', answer('first put'));
  const second = Router();
  second.get('/shared.php', answer('second get'));
  second.get('/other.php', (_req, res) => {
    calls.push('other');
    res.send('other');
  });
  const withParams = Router();
  withParams.get('/items/:id', (req, res) => void res.send(`item ${req.params.id}`));

  const api = express.Router();
  api.use(onlyItsPaths(first));
  api.use(onlyItsPaths(second));
  api.use(onlyItsPaths(withParams));
  api.use((_req, res) => void res.status(404).send('none'));
  const app = express();
  app.use('/api', api);
  const request = supertest(app);

  it('answers each path from the router that has it, in the order they were mounted', async () => {
    expect((await request.get('/api/other.php')).text).toBe('other');
    expect((await request.get('/api/shared.php')).text).toBe('second get');
    expect((await request.put('/api/shared.php')).text).toBe('first put');
    expect((await request.get('/api/items/7')).text).toBe('item 7');
    expect((await request.get('/api/nothing.php')).status).toBe(404);
  });

  it('compares paths as the routers do: case-insensitive, a trailing slash ignored', async () => {
    expect((await request.get('/api/Other.PHP')).text).toBe('other');
    expect((await request.get('/api/other.php/')).text).toBe('other');
    expect((await request.get('/api/guarded.php/').set('x-member', 'yes')).text).toBe('guarded');
  });

  it('runs a layer mounted with use() for its path and every path below it', async () => {
    calls.length = 0;
    expect((await request.get('/api/guarded.php')).status).toBe(403);
    expect((await request.get('/api/guarded.php/deeper')).status).toBe(403);
    expect(calls).toEqual(['guard /api/guarded.php', 'guard /api/guarded.php/deeper']);
  });

  it('passes a router by without trying its layers when the path is not one of its own', async () => {
    calls.length = 0;
    await request.get('/api/other.php');
    expect(calls).toEqual(['other']);
    const layersTried: string[] = [];
    const probe = Router();
    probe.get('/probe.php', answer('probe'));
    const stack = (probe as unknown as { stack: { match(path: string): boolean }[] }).stack;
    for (const layer of stack) {
      const match = layer.match.bind(layer);
      layer.match = (path: string) => {
        layersTried.push(path);
        return match(path);
      };
    }
    const probed = express();
    probed.use(onlyItsPaths(probe));
    probed.use((_req, res) => void res.status(404).send('none'));
    expect((await supertest(probed).get('/elsewhere.php')).status).toBe(404);
    expect(layersTried).toEqual([]);
    expect((await supertest(probed).get('/probe.php')).text).toBe('probe');
    expect(layersTried).toEqual(['/probe.php']);
  });

  it('passes a router by when none of its routes for the path answers the method; HEAD goes to GET, OPTIONS enters', async () => {
    const entered: string[] = [];
    const posted = Router();
    posted.post('/login', (req, res) => {
      entered.push(`${req.method} ${req.path}`);
      res.send('posted');
    });
    // Entering the router shows as its route's path being tried.
    const layer = (posted as unknown as { stack: { match(path: string): boolean }[] }).stack[0]!;
    const match = layer.match.bind(layer);
    layer.match = (path: string) => {
      entered.push(`tried ${path}`);
      return match(path);
    };
    const getter = Router();
    getter.get('/page', answer('page'));
    const app = express();
    app.use(onlyItsPaths(posted));
    app.use(onlyItsPaths(getter));
    app.get('/login', answer('the login page'));
    const site = supertest(app);

    expect((await site.get('/login')).text).toBe('the login page');
    expect(entered).toEqual([]);
    expect((await site.post('/login')).text).toBe('posted');
    expect(entered).toEqual(['tried /login', 'POST /login']);
    expect((await site.head('/page')).status).toBe(200);
    // The router answers OPTIONS with its own routes' methods (the app's route would say GET, HEAD).
    expect((await site.options('/login')).headers.allow).toBe('POST');
  });

  it('enters a router with a parameter or a layer for every path on every request, as before', () => {
    const open = Router();
    open.use((_req, _res, next) => next());
    open.get('/a.php', answer('a'));
    expect(onlyItsPaths(open)).toBe(open);
    expect(onlyItsPaths(withParams)).toBe(withParams);
    expect(onlyItsPaths(first)).not.toBe(first);
  });
});
