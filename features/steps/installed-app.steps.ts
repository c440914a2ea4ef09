import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { assetCacheName, cachesToClearOnLogout, mayKeep, shellCacheName, strategyFor } from '../../web/service-worker/cache-rules';

/**
 * The service worker's rules (web/service-worker/cache-rules.ts, decision 0058) on a device of the scenario: each
 * request goes through the rule the worker applies, and what it may keep lands in the cache it would use.
 */
const ORIGIN = 'https://hartslag.example';
const VERSION = 'v1';
const SHELL = ['/offline.html', '/icons/icon-192.png', '/assets/entries/entry-client-routing.a1.js', '/assets/chunks/react.b2.js'];

interface Request {
  readonly path: string;
  readonly navigation?: boolean;
  readonly cacheControl?: string;
}

interface DeviceScenario {
  caches: Map<string, Set<string>>;
  online: boolean;
  loadedDuringVisit: string[];
  shown?: string;
}

/** What the server answers with (as bff/app.ts sets it): member answers are no-store, build files immutable. */
function answerFor(request: Request): string {
  if (request.cacheControl) return request.cacheControl;
  if (request.path.startsWith('/api/') || request.navigation) return 'no-store';
  if (request.path.startsWith('/private-media/')) return 'private, max-age=7200';
  if (request.path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=604800';
}

function open(this: DeviceScenario, request: Request): void {
  const shell = new Set(SHELL);
  const strategy = strategyFor({ method: 'GET', url: `${ORIGIN}${request.path}`, mode: request.navigation ? 'navigate' : 'cors' }, ORIGIN, shell);
  if (strategy === 'navigation') {
    this.shown = this.online ? request.path : '/offline.html';
    return;
  }
  if (!this.online || strategy === 'network') return;
  const cacheName = strategy === 'shell' ? shellCacheName(VERSION) : assetCacheName(VERSION);
  if (!mayKeep(request.path, { ok: true, type: 'basic', cacheControl: answerFor(request) }, shell)) return;
  if (!this.caches.has(cacheName)) this.caches.set(cacheName, new Set());
  this.caches.get(cacheName)!.add(request.path);
  this.loadedDuringVisit.push(request.path);
}

const kept = (scenario: DeviceScenario) => [...scenario.caches.values()].flatMap((paths) => [...paths]);

const SEARCH: Request[] = [
  { path: '/members', navigation: true },
  { path: '/assets/entries/web_pages_members.c3.js' },
  { path: '/api/settings.php' },
  { path: '/media/12/main.w240.webp' },
];
const PROFILE: Request[] = [
  { path: '/members/12', navigation: true },
  { path: '/members/12/index.pageContext.json' },
  { path: '/assets/entries/web_pages_members_-id.d4.js' },
  { path: '/api/profile.php?id=12' },
  { path: '/media/12/main.w800.webp' },
  { path: '/private-media/7-1767225600-sig/12/private.jpg' },
];
const CONVERSATIONS: Request[] = [
  { path: '/chats', navigation: true },
  { path: '/assets/entries/web_pages_chats.e5.js' },
  { path: '/api/chats.php' },
  { path: '/api/messages.php?conversation_id=3' },
  { path: '/live' },
];

Given('Anna uses the installed app', function (this: DeviceScenario) {
  this.online = true;
  this.loadedDuringVisit = [];
  // The worker's install: the app's own files.
  this.caches = new Map([[shellCacheName(VERSION), new Set(SHELL)]]);
});

When('she opens the search, a profile with its photos, a private photo and her conversations', function (this: DeviceScenario) {
  [...SEARCH, ...PROFILE, ...CONVERSATIONS].forEach((request) => open.call(this, request));
});

Given('she opened a profile and her conversations', function (this: DeviceScenario) {
  [...PROFILE, ...CONVERSATIONS].forEach((request) => open.call(this, request));
});

Given('she opened her conversations before', function (this: DeviceScenario) {
  CONVERSATIONS.forEach((request) => open.call(this, request));
});

When('she logs out', function (this: DeviceScenario) {
  for (const name of cachesToClearOnLogout([...this.caches.keys()])) this.caches.delete(name);
});

When('she opens her conversations without a connection', function (this: DeviceScenario) {
  this.online = false;
  open.call(this, { path: '/chats', navigation: true });
});

Then('the device keeps the app\'s scripts she loaded', function (this: DeviceScenario) {
  assert.ok(kept(this).includes('/assets/entries/web_pages_members_-id.d4.js'));
  assert.ok(kept(this).includes('/assets/entries/web_pages_chats.e5.js'));
});

Then('the device keeps no page, no answer of the app\'s server and no photo', function (this: DeviceScenario) {
  assert.deepEqual(kept(this).filter((path) => !path.startsWith('/assets/') && !SHELL.includes(path)), []);
});

Then('the device keeps only the app\'s own files', function (this: DeviceScenario) {
  assert.deepEqual(kept(this).sort(), [...SHELL].sort());
});

Then('nothing she loaded during her visit is kept', function (this: DeviceScenario) {
  assert.deepEqual(this.loadedDuringVisit.filter((path) => kept(this).includes(path) && !SHELL.includes(path)), []);
});

Then('she sees the offline page', function (this: DeviceScenario) {
  assert.equal(this.shown, '/offline.html');
});
