import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { ageOn, parseDateOfBirth } from '../../domain/accounts/age';
import { defaultSettings } from '../../domain/settings/default-settings';
import { serveUntilStopped } from './target-process';

/**
 * The floor for GET /api/user.php: node:http and a pg Pool (10 connections, like the bff), the same three
 * queries with the same SQL text knex/objection send, the same JSON. No express, helmet, pino, knex or objection.
 */
const databaseUrl = process.env.BENCH_TARGET_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_TARGET_DATABASE_URL is not set');

const SESSION_SQL =
  'select "sessions"."member_id", "sessions"."expires_at" from "sessions" inner join "members" on "members"."id" = "sessions"."member_id" ' +
  'where "sessions"."token_digest" = $1 and "sessions"."expires_at" > $2 and not "members"."status" = $3';
const MEMBER_SQL = 'select "members".* from "members" where "members"."id" = $1';
const PROFILE_SQL =
  'select "p"."member_id", "p"."name", "p"."gender", "p"."sexuality", "p"."country", "p"."region", "p"."city", "p"."reason", ' +
  '"p"."hair_colour", "p"."eye_colour", "p"."body_type", "p"."relationship_status", "p"."tattoos", "p"."interests", "p"."about", ' +
  '"p"."status", "p"."main_image", "p"."main_image_thumb", p.birth_date::text as birth_date, "m"."fictional" ' +
  'from "profiles" as "p" inner join "members" as "m" on "m"."id" = "p"."member_id" where "p"."member_id" = $1 limit $2';

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

function sessionToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq >= 0 && part.slice(0, eq).trim() === 'hs_session') {
      const value = part.slice(eq + 1).trim();
      return TOKEN.test(value) ? value : undefined;
    }
  }
  return undefined;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

await serveUntilStopped(async () => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  let sink: ((sql: string) => void) | undefined;
  const query = (sql: string, values: unknown[]) => {
    sink?.(sql);
    return pool.query(sql, values);
  };
  const override = await pool.query<{ value: string }>(`select value from settings where key = 'fictional_icon' and domain in ('*', '127.0.0.1') order by domain = '127.0.0.1' asc`);
  const fictionalIcon = override.rows.at(-1)?.value ?? defaultSettings.fictional_icon;

  async function user(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const token = sessionToken(req.headers.cookie);
    const now = new Date();
    const session = token
      ? (await query(SESSION_SQL, [createHash('sha256').update(token).digest('base64url'), now, 'deleted'])).rows[0]
      : undefined;
    if (!session) return send(res, 403, { error: 'authentication required' });
    const id = Number(session.member_id);
    const member = (await query(MEMBER_SQL, [id])).rows[0];
    const profile = member ? (await query(PROFILE_SQL, [id, 1])).rows[0] : undefined;
    if (!member || !profile) return send(res, 403, { error: 'authentication required' });
    send(res, 200, {
      user: {
        id: Number(member.id),
        email: member.email,
        status: member.status,
        credits: member.credits,
        paid_user: member.paid_user,
        has_free_messages: member.free_messages > 0,
        signup_date: new Date(member.signup_date).toISOString(),
        language: member.language,
        fictional_icon: fictionalIcon,
        notifications_disabled: member.notifications_disabled ?? [],
        invisible: member.invisible,
        profile: {
          id: Number(profile.member_id),
          name: profile.name,
          age: ageOn(parseDateOfBirth(profile.birth_date) ?? new Date(0), now),
          gender: profile.gender,
          sexuality: profile.sexuality,
          country: profile.country,
          region: profile.region,
          city: profile.city,
          reason: profile.reason,
          hair_colour: profile.hair_colour,
          eye_colour: profile.eye_colour,
          body_type: profile.body_type,
          relationship_status: profile.relationship_status,
          tattoos: profile.tattoos,
          interests: profile.interests,
          about: profile.about,
          status: profile.status,
          fictional: profile.fictional,
          main_image: profile.main_image ? { filename: profile.main_image, thumb_filename: profile.main_image_thumb ?? profile.main_image } : null,
        },
      },
    });
  }

  const inFlight = new Set<Promise<void>>();
  const http = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/api/user.php') return send(res, 404, { error: 'not_found' });
    const handling = user(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) send(res, 500, { error: 'internal' });
    });
    inFlight.add(handling);
    void handling.finally(() => inFlight.delete(handling));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await Promise.allSettled(inFlight);
      await pool.end();
    },
    onQuery(next) {
      sink = next;
    },
  };
});
