import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { ageOn, parseDateOfBirth } from '../../domain/accounts/age';
import { defaultSettings } from '../../domain/settings/default-settings';
import { serveUntilStopped } from './target-process';

/**
 * The floor for GET /api/user.php and GET /api/chats.php: node:http and a pg Pool (10 connections, like the bff), the
 * same queries with the same SQL text knex/objection send, the same JSON. No express, helmet, pino, knex or objection.
 */
const databaseUrl = process.env.BENCH_TARGET_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_TARGET_DATABASE_URL is not set');

const SESSION_SQL =
  'select "sessions"."member_id", "sessions"."expires_at" from "sessions" inner join "members" on "members"."id" = "sessions"."member_id" ' +
  'where "sessions"."token_digest" = $1 and "sessions"."expires_at" > $2 and not "members"."status" = $3';
/** The member and her profile in one statement, as PostgresMemberAccounts.findById sends it. */
const MEMBER_SQL =
  'select "m".*, "p"."status" as "profile_status", "p"."member_id", "p"."name", "p"."gender", "p"."sexuality", "p"."country", ' +
  '"p"."region", "p"."city", "p"."reason", "p"."hair_colour", "p"."eye_colour", "p"."body_type", "p"."relationship_status", ' +
  '"p"."tattoos", "p"."interests", "p"."about", "p"."main_image", "p"."main_image_thumb", p.birth_date::text as birth_date ' +
  'from "members" as "m" inner join "profiles" as "p" on "p"."member_id" = "m"."id" where "m"."id" = $1 limit $2';

const CHATS_SQL =
  'select "p"."member_id", "p"."name", "p"."gender", "p"."sexuality", "p"."country", "p"."region", "p"."city", "p"."reason", ' +
  '"p"."hair_colour", "p"."eye_colour", "p"."body_type", "p"."relationship_status", "p"."tattoos", "p"."interests", "p"."about", ' +
  '"p"."status", "p"."main_image", "p"."main_image_thumb", p.birth_date::text as birth_date, "m"."fictional", "c"."id" as "conversation_id", ' +
  '"mine"."unread_count", "last"."last_body", "last"."last_sent_at", "last"."last_sender", "last"."last_kind" from "conversation_members" as "mine" ' +
  'inner join "conversations" as "c" on "c"."id" = "mine"."conversation_id" inner join "conversation_members" as "theirs" on ' +
  '"theirs"."conversation_id" = "c"."id" and "theirs"."member_id" <> "mine"."member_id" inner join "profiles" as "p" on "p"."member_id" = ' +
  '"theirs"."member_id" inner join "members" as "m" on "m"."id" = "p"."member_id" join lateral (select body as last_body, sent_at as ' +
  "last_sent_at, sender_id as last_sender, attachment->>'kind' as last_kind from messages\n" +
  '           where conversation_id = c.id and (held = false or sender_id = $1)\n' +
  '             and id > coalesce(mine.removed_through_message_id, 0)\n' +
  '           order by id desc limit 1) last on true where "mine"."member_id" = $2 and "m"."status" in ($3) and "theirs"."member_id" not in ' +
  '(select bl.blocked_id from blocks bl where bl.blocker_id = $4 union all select bl.blocker_id from blocks bl where bl.blocked_id = $5) ' +
  'order by coalesce(c.last_message_at, c.created_at) desc, c.id desc';

/** A profile row as GET /api/user.php shows it. */
const profileJson = (profile: Record<string, never>, now: Date) => ({
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
});

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
  // Named statements where the bff names them (PostgresSessions.find, PostgresMemberAccounts.findById,
  // PostgresConversations.listFor).
  const query = (sql: string, values: unknown[], name?: string) => {
    sink?.(sql);
    return pool.query({ text: sql, values, name });
  };
  const override = await pool.query<{ value: string }>(`select value from settings where key = 'fictional_icon' and domain in ('*', '127.0.0.1') order by domain = '127.0.0.1' asc`);
  const fictionalIcon = override.rows.at(-1)?.value ?? defaultSettings.fictional_icon;

  /** The member of the request's session cookie, as the bff's session middleware finds her. */
  async function sessionMember(req: IncomingMessage, now: Date): Promise<number | undefined> {
    const token = sessionToken(req.headers.cookie);
    const session = token
      ? (await query(SESSION_SQL, [createHash('sha256').update(token).digest('base64url'), now, 'deleted'], 'session_find')).rows[0]
      : undefined;
    return session ? Number(session.member_id) : undefined;
  }

  async function user(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const now = new Date();
    const id = await sessionMember(req, now);
    if (id === undefined) return send(res, 403, { error: 'authentication required' });
    const member = (await query(MEMBER_SQL, [id, 1], 'member_with_profile')).rows[0];
    if (!member) return send(res, 403, { error: 'authentication required' });
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
        profile: profileJson({ ...member, status: member.profile_status }, now),
      },
    });
  }

  async function chats(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const now = new Date();
    const id = await sessionMember(req, now);
    if (id === undefined) return send(res, 403, { error: 'authentication required' });
    const rows = (await query(CHATS_SQL, [id, id, 'active', id, id], 'chat_list')).rows;
    send(res, 200, {
      chats: rows.map((row) => ({
        id: Number(row.conversation_id),
        profile: {
          id: Number(row.member_id),
          name: row.name,
          age: ageOn(parseDateOfBirth(row.birth_date) ?? new Date(0), now),
          country: row.country,
          region: row.region,
          city: row.city,
          fictional: row.fictional,
          main_image: row.main_image ? { filename: row.main_image, thumb_filename: row.main_image_thumb ?? row.main_image } : null,
        },
        num_unread_messages: row.unread_count,
        last_message:
          row.last_body === null || row.last_sent_at === null
            ? null
            : { body: row.last_body, sent_at: new Date(row.last_sent_at).toISOString(), from_me: Number(row.last_sender) === id, kind: row.last_kind ?? 'text' },
      })),
    });
  }

  const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => Promise<void>> = { '/api/user.php': user, '/api/chats.php': chats };

  const inFlight = new Set<Promise<void>>();
  const http = createServer((req, res) => {
    const route = req.method === 'GET' ? routes[req.url ?? ''] : undefined;
    if (!route) return send(res, 404, { error: 'not_found' });
    const handling = route(req, res).catch((error: unknown) => {
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
