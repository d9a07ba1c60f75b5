import type { TResult } from 'autocannon';
import { sql } from 'drizzle-orm';
import { queryRows, type TDatabase } from '../../db/client';
import { sessionCookies } from '../../server/routes/auth/cookies';
import { addDays, todayInMadrid, toQueryDate } from '../../shared/dates';
import { random } from '../search/generate-boats';

type TRequest = { method?: string; path: string; headers?: Record<string, string>; body?: string };

/**
 * One load of `npm run bench`: its requests go round, so no cache makes it trivial. Any answer
 * other than a 2xx counts as an error, or any other than `status` when the scenario names one.
 */
export type TScenario = { title: string; bare?: boolean; status?: number; requests: TRequest[] };

/** The answers that are not the scenario's: any but a 2xx, or any but its `status` if it names one. */
export function wrongAnswers(
  scenario: TScenario,
  result: Pick<TResult, '2xx' | 'non2xx' | 'statusCodeStats'>,
) {
  if (scenario.status === undefined) return result.non2xx;
  return result['2xx'] + result.non2xx - (result.statusCodeStats[scenario.status]?.count ?? 0);
}

// what a browser sends: the app compresses its answers as it would for one
const browser = { 'accept-encoding': 'gzip, deflate, br' };
const json = { 'content-type': 'application/json' };

const notes = [
  '¿A qué hora podemos embarcar?',
  'Llegaremos un poco antes, ¿hay sitio para aparcar?',
  '¿Se puede llevar un perro pequeño?',
  'Perfecto, muchas gracias por la información.',
];

/**
 * The scenarios of issue 10 on the generated marketplace: the bare route first (the reference),
 * then a filtered search with dates over many places and dates, the boat page's API and its
 * server-rendered page over many boats (each render fresh), over the same boats for logged-in
 * clients (never cached) and over the popular few (the anonymous page cache), the home page, a
 * page with no data (the not-found page: what any page React Router renders in the site's shell
 * costs before its own content), logins spread over many accounts, and messages sent in many
 * conversations by their clients.
 */
export async function loadScenarios(
  db: TDatabase,
  options: {
    logins: { email: string; password: string }[];
    sign: (userId: string) => Promise<string>;
  },
): Promise<TScenario[]> {
  const next = random(7);
  const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)]!;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db, query);
  const boats = await rows<{ id: string; slug: string }>(
    sql`select id, slug from boats where status = 'published' order by md5(id::text) limit 2000`,
  );
  const places = (
    await rows<{ slug: string }>(
      sql`select slug from destinations union all select slug from regions
          union all select slug from provinces`,
    )
  ).map((row) => row.slug);
  const types = (await rows<{ slug: string }>(sql`select slug from boat_types`)).map((r) => r.slug);
  const chats = await rows<{ id: string; client_id: string }>(
    sql`select id, client_id from conversations order by md5(id::text) limit 2000`,
  );

  const today = todayInMadrid();
  const searches = Array.from({ length: 500 }, () => {
    const start = addDays(today, 3 + Math.floor(next() * 60));
    const query = new URLSearchParams({
      place: pick(places),
      start_date: toQueryDate(start),
      number_of_people: String(2 + Math.floor(next() * 6)),
    });
    const kind = next();
    if (kind < 0.5) {
      query.set('end_date', toQueryDate(addDays(start, 1 + Math.floor(next() * 6))));
      query.set('duration', 'days');
    } else query.set('duration', kind < 0.85 ? 'day' : 'half_day');
    if (next() < 0.5) query.set('boat_type', pick(types));
    if (next() < 0.3) query.set('skipper', pick(['with', 'without']));
    if (next() < 0.3) query.set('max_price', String(200 + Math.floor(next() * 800)));
    if (next() < 0.3) query.set('sort', pick(['price_asc', 'rating', 'newest']));
    return { path: `/api/boat?${query}`, headers: browser };
  });
  const logins = options.logins.map((body) => ({
    method: 'POST',
    path: '/api/auth/login',
    headers: json,
    body: JSON.stringify(body),
  }));
  const messages = await Promise.all(
    chats.map(async (chat, i) => ({
      method: 'POST',
      path: `/api/chat/${chat.id}/message`,
      headers: { ...json, authorization: `Bearer ${await options.sign(chat.client_id)}` },
      body: JSON.stringify({ message: notes[i % notes.length] }),
    })),
  );
  // the session cookie a logged-in browser sends: one client per conversation, in turn
  const sessions = await Promise.all(
    chats.map(async (chat) => `${sessionCookies.idToken}=${await options.sign(chat.client_id)}`),
  );
  return [
    {
      title: 'Bare Fastify route `GET /bare` (reference)',
      bare: true,
      requests: [{ path: '/bare' }],
    },
    { title: 'Filtered search with dates `GET /api/boat?…`', requests: searches },
    {
      title: 'Boat page API `GET /api/boat/{id}`',
      requests: boats.map((boat) => ({ path: `/api/boat/${boat.id}`, headers: browser })),
    },
    {
      title: 'Server-rendered boat page `GET /es/boats/{slug}`, 2,000 boats (each a fresh render)',
      requests: boats.map((boat) => ({ path: `/es/boats/${boat.slug}`, headers: browser })),
    },
    {
      // a logged-in visitor's page is never cached (decision 0039) and is streamed to the socket
      title: 'Server-rendered boat page for a logged-in client, 2,000 boats (each a fresh render)',
      requests: boats.map((boat, i) => ({
        path: `/es/boats/${boat.slug}`,
        headers: { ...browser, cookie: sessions[i % sessions.length]! },
      })),
    },
    {
      // what visitors mostly open: a few popular boats, served from the page cache (decision 0039)
      title: 'Server-rendered boat page, the 50 most visited boats (page cache)',
      requests: boats
        .slice(0, 50)
        .map((boat) => ({ path: `/es/boats/${boat.slug}`, headers: browser })),
    },
    { title: 'Server-rendered home `GET /es`', requests: [{ path: '/es', headers: browser }] },
    {
      // the floor of every server-rendered page: the header, the footer and React Router's document
      // around a few lines of text, no database; a 404 is never cached, so each is a fresh render
      title: 'Server-rendered page with no data (not-found page, 404), 2,000 paths',
      status: 404,
      requests: boats.map((boat) => ({ path: `/es/nowhere/${boat.slug}`, headers: browser })),
    },
    { title: 'Login `POST /api/auth/login`', requests: logins },
    { title: 'Send a message `POST /api/chat/{id}/message`', requests: messages },
  ];
}
