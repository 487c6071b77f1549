import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../server/db/database.ts';

/**
 * The "Scale" benchmark's data (docs/performance.md): a few years of a large site added to a demo
 * database, in set-based SQL (INSERT … SELECT … FROM generate_series) against the real schema, so
 * that it takes a minute or two: members with their payment object, subscription and payments,
 * support contacts with tickets and their first message, articles with their image, categories and
 * tags. Deterministic (row numbers, no random()), so two runs measure the same data. Needs the demo
 * seed first: the formula, the content's authors, categories and tags.
 */

export const SCALE = { members: 100_000, paymentsPerMember: 10, articles: 10_000, tickets: 100_000, contacts: 60_000 } as const;
/** The days the generated history spreads over, ending now. */
export const SCALE_HISTORY_DAYS = 730;
/** Codes of failed charges (docs/product.md#errors), recoverable and not. */
const FAILURE_CODES = ['1100003PI1', '1100004PI2', '1100005PI3', 'E001001', '1100001PI0', '1100002PI0'];

export interface ScaleCounts {
  members: number;
  payments: number;
  articles: number;
  tickets: number;
}

/** Every statement in one transaction (the temporary table of members lives on its connection). */
export async function generateScaleData(db: Database, log: (line: string) => void): Promise<ScaleCounts> {
  const { members, paymentsPerMember, articles, tickets, contacts } = SCALE;
  // Constants written into the statements (a parameter's type would be guessed from its use).
  const int = (value: number) => sql.raw(String(Math.trunc(value)));
  const codes = sql.raw(`array[${FAILURE_CODES.map((code) => `'${code}'`).join(', ')}]`);
  const step = async (label: string, statement: SQL, tx: Database) => {
    const start = performance.now();
    await tx.execute(statement);
    log(`${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  };
  await db.transaction(async (tx) => {
    // Members: 70 % active, 20 % ended, 10 % waiting for activation; a third VIP; joined over the history.
    await step(
      `${members} members`,
      sql`insert into users (email, status, roles, created_at, modified_at)
          select 'membre-' || n || '@echelle.galant.test',
                 (case when n % 10 < 7 then 'active' when n % 10 < 9 then 'ended' else 'pending' end)::user_status,
                 case when n % 3 = 0 then '{vip}'::text[] else '{}'::text[] end,
                 now() - ((n * 7) % ${int(SCALE_HISTORY_DAYS)}) * interval '1 day' - (n % 86400) * interval '1 second',
                 now()
          from generate_series(1, ${int(members)}) n`,
      tx,
    );
    await tx.execute(sql`create temporary table scale_members on commit drop as
      select uid, status, created_at, split_part(split_part(email, '@', 1), '-', 2)::int as n
      from users where email like '%@echelle.galant.test'`);
    await tx.execute(sql`create unique index on scale_members (n)`);
    await step(
      'payment objects and subscriptions',
      sql`with intents as (
            insert into payment_intents (user_uid, formula, amount, status, attempts, created_at, updated_at)
            select uid, 'vip-mensuel', 100, (case when status = 'pending' and n % 2 = 0 then 'open' else 'succeeded' end)::payment_intent_status,
                   1, created_at, created_at
            from scale_members
            returning 1
          )
          insert into subscriptions (user_uid, formula, status, started_at, expiration_at, ended_at, amount, trial_amount, created_at)
          select uid, 'vip-mensuel',
                 (case status when 'active' then 'active' when 'ended' then 'ended' else 'pending' end)::subscription_status,
                 created_at, now() + ((n % 28) + 1) * interval '1 day',
                 case when status = 'ended' then created_at + interval '90 days' end,
                 2990, 100, created_at
          from scale_members`,
      tx,
    );
    // Payments: the first charge (one in eight failed, with a code), then renewals; spread so that
    // every week of the history, this one included, has its share.
    await step(
      `${members * paymentsPerMember} payments`,
      sql`insert into payments (user_uid, subscription_uid, kind, amount, formula, status, provider_reference, card_brand, card_last4,
                                failure_code, intent_uid, created_at)
          select m.uid, s.uid,
                 (case when k < 2 then 'charge' else 'renewal' end)::payment_kind,
                 case when k = 0 then 100 else 2990 end, 'vip-mensuel',
                 (case when (m.n + k) % 8 = 0 then 'failed' else 'succeeded' end)::payment_status,
                 'echelle-' || m.n || '-' || k, 'visa', '4242',
                 case when (m.n + k) % 8 = 0 then (${codes})[1 + (m.n + k) % ${int(FAILURE_CODES.length)}] end,
                 case when k < 2 then i.uid end,
                 now() - ((m.n * 13 + k * 37) % ${int(SCALE_HISTORY_DAYS)}) * interval '1 day' - ((m.n + k) % 86400) * interval '1 second'
          from scale_members m
          join subscriptions s on s.user_uid = m.uid
          join payment_intents i on i.user_uid = m.uid
          cross join generate_series(0, ${int(paymentsPerMember - 1)}) k`,
      tx,
    );
    // Contacts: the first ones are members writing as themselves, the others anonymous addresses.
    await step(
      `${contacts} support contacts`,
      sql`insert into support_contacts (email, name, user_uid, created_at)
          select coalesce(u.email, 'contact-' || c || '@echelle.galant.test'), 'Contact ' || c, u.uid,
                 now() - ((c * 11) % ${int(SCALE_HISTORY_DAYS)}) * interval '1 day'
          from generate_series(1, ${int(contacts)}) c
          left join users u on c <= ${int(Math.floor((contacts * 2) / 3))} and u.email = 'membre-' || c || '@echelle.galant.test'`,
      tx,
    );
    // Tickets: a third coaching; what is older than a month is closed or locked, recent ones are in
    // progress (new, pending, waiting), as the inactivity job leaves them.
    await step(
      `${tickets} tickets and their first messages`,
      sql`with contacts as (
            select uid, row_number() over (order by email) as c, user_uid from support_contacts where email like '%@echelle.galant.test'
          ),
          made as (
            select t, ct.uid as contact_uid, ct.user_uid,
                   now() - ((t * 17) % ${int(SCALE_HISTORY_DAYS)}) * interval '1 day' - (t % 86400) * interval '1 second' as created_at
            from generate_series(1, ${int(tickets)}) t
            join contacts ct on ct.c = 1 + t % ${int(contacts)}
          ),
          tickets as (
            insert into support_tickets (type, contact_uid, title, status, created_at, last_activity_at, proven_at)
            select (case when t % 3 = 0 then 'coaching' else 'contact' end)::support_type, contact_uid,
                   '[Question] Demande ' || t,
                   (case
                      when created_at < now() - interval '60 days' then 'locked'
                      when created_at < now() - interval '30 days' then 'closed'
                      else (array['new', 'pending', 'waiting'])[1 + t % 3]
                    end)::ticket_status,
                   created_at, least(now(), created_at + (t % 5) * interval '1 day'),
                   case when user_uid is not null then created_at end
            from made
            returning uid, contact_uid, created_at
          )
          insert into support_messages (ticket_uid, created_at, content, author_role, contact_uid)
          select uid, created_at, 'Bonjour, j’aurais une question sur mon premier rendez-vous.', 'contact', contact_uid from tickets`,
      tx,
    );
    // Articles: each with its image, one or two of the demo categories and two tags, dated over four years.
    await step(
      `${articles} articles`,
      sql`with taxonomy as (
            select (select array_agg(uid order by uid) from content_authors) as authors,
                   (select array_agg(uid order by uid) from content_categories) as categories,
                   (select array_agg(uid order by uid) from content_tags) as tags
          ),
          media as (
            insert into content_media (uid, url, mime_type, alt, width, height, date)
            select 'echelle-image-' || a, '/images/content/articles/echelle-' || a || '.svg', 'image/svg+xml', 'Illustration', 1200, 675,
                   now() - a * interval '3 hours'
            from generate_series(1, ${int(articles)}) a
            returning uid
          ),
          stored as (
            insert into content_articles (uid, title, excerpt, date, modified, author_uid, main_image_uid, menu_order, reading_minutes, teaser, body)
            select 'article-echelle-' || lpad(a::text, 5, '0'), 'Article à l’échelle ' || a,
                   'Un conseil de séduction pour réussir vos rendez-vous.',
                   date_trunc('milliseconds', now() - a * interval '3 hours' - interval '1 day'),
                   date_trunc('milliseconds', now() - a * interval '3 hours' - interval '1 day'),
                   authors[1 + a % array_length(authors, 1)], 'echelle-image-' || a, a % 500, 4,
                   '<p>Choisissez un lieu calme où l’on s’entend parler.</p>',
                   '<p>Choisissez un lieu calme où l’on s’entend parler.</p><p>Posez des questions ouvertes.</p>'
            from generate_series(1, ${int(articles)}) a, taxonomy
            returning uid
          ),
          numbered as (select uid, substr(uid, 17)::int as a from stored),
          filed as (
            insert into content_article_categories (article_uid, category_uid, position)
            select uid, categories[1 + (a + p) % array_length(categories, 1)], p
            from numbered, taxonomy, generate_series(0, 1) p
            where p = 0 or a % 2 = 0
          )
          insert into content_article_tags (article_uid, tag_uid, position)
          select uid, tags[1 + (a * 3 + p) % array_length(tags, 1)], p
          from numbered, taxonomy, generate_series(0, 1) p`,
      tx,
    );
    // The caches of public answers compare the content's revision (content-revision.ts).
    await tx.execute(sql`update content_revision set revision = revision + 1`);
  });
  // As autovacuum would have by then: statistics and the visibility map (index-only scans).
  const start = performance.now();
  await db.execute(sql`vacuum analyze`);
  log(`vacuum analyze: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  const [row] = (
    (await db.execute(sql`select (select count(*) from users)::int as members, (select count(*) from payments)::int as payments,
      (select count(*) from content_articles)::int as articles, (select count(*) from support_tickets)::int as tickets`)) as unknown as {
      rows: ScaleCounts[];
    }
  ).rows;
  if (row === undefined) throw new Error('no counts');
  return row;
}
