/**
 * Bulk SQL for the growth bench: tops each hot route's table up to a number of rows, the new rows dealt round
 * the bench's workspaces in turn, a few thousand a statement. Cards go to each workspace's board (ranks after
 * its last card, in the kanban's fractional-indexing format), articles are the wiki search bench's generated
 * ones (shortened), partners carry valid INNs and the search text the module would store, notifications go to the
 * workspaces' owners (half of them read). Workspaces beyond the bench's own are bare ones of a filler owner: the
 * workspace list reads the caller's memberships out of a table that grows.
 */
import { performance } from 'node:perf_hooks';
import { generateNKeysBetween } from 'fractional-indexing';
import { companyInn, FORMS, STEMS } from '../partnersSeed.mjs';
import { wikiArticles } from '../wikiSeed.mjs';

const BATCH = 2000;
const BODY_WORDS = 40;

/** The counts the bench grows, by what it calls them and the table each lives in. */
export const GROWN_TABLES = {
  cards: 'kanban_cards',
  articles: 'wiki_articles',
  partners: 'contragents_partners',
  notifications: 'notifications',
  workspaces: 'workspaces',
};

/** As the module folds it (modules/contragents/server/partners/partnerOrder.ts searchText). */
const folded = (text) =>
  text
    .toLocaleLowerCase('ru')
    .replace(/ё/g, 'е')
    .replace(/["«»„“”'`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

export async function countRows(db) {
  const counts = {};
  for (const [name, table] of Object.entries(GROWN_TABLES))
    counts[name] = Number((await db.run(`select count(*)::int as n from ${table}`))[0].n);
  return counts;
}

/** Calls `insert(from, to)` for consecutive slices of [0, count). */
async function inSlices(count, insert) {
  for (let from = 0; from < count; from += BATCH) await insert(from, Math.min(count, from + BATCH));
}

async function addCards(db, world, count, start) {
  const boards = world.workspaces.map((workspace) => workspace.boardId);
  const last = new Map(
    (
      await db.run(
        `select column_id, max(rank collate "C") as rank from kanban_cards where board_id = any($1::uuid[]) group by column_id`,
        [boards],
      )
    ).map((row) => [row.column_id, row.rank]),
  );
  // Each new card's workspace and column, then ranks per column after its last card.
  const placed = Array.from({ length: count }, (_, index) => {
    const workspace = world.workspaces[(start + index) % world.workspaces.length];
    return {
      workspace,
      columnId: workspace.columnIds[Math.floor((start + index) / world.workspaces.length) % workspace.columnIds.length],
      number: start + index + 1,
    };
  });
  const byColumn = new Map();
  for (const card of placed) {
    if (!byColumn.has(card.columnId)) byColumn.set(card.columnId, []);
    byColumn.get(card.columnId).push(card);
  }
  for (const [columnId, cards] of byColumn) {
    const ranks = generateNKeysBetween(last.get(columnId) ?? null, null, cards.length);
    cards.forEach((card, index) => (card.rank = ranks[index]));
  }
  await inSlices(count, (from, to) => {
    const slice = placed.slice(from, to);
    return db.run(
      `insert into kanban_cards (board_id, column_id, title, rank, created_by_id)
       select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::uuid[])`,
      [
        slice.map((card) => card.workspace.boardId),
        slice.map((card) => card.columnId),
        slice.map((card) => `Card ${card.number}`),
        slice.map((card) => card.rank),
        slice.map((card) => card.workspace.ownerId),
      ],
    );
  });
}

async function addArticles(db, world, count, start) {
  const articles = wikiArticles(count, { seed: 13 + start });
  let batch = [];
  const flush = () => {
    const rows = batch;
    batch = [];
    return db.run(
      `insert into wiki_articles (workspace_id, title, title_key, body, tags, status, author_id, updated_by_id, published_at)
       select t.workspace_id, t.title, lower(t.title), t.body, string_to_array(t.tags, ','), 'published', t.author_id, t.author_id, now()
       from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::uuid[]) as t(workspace_id, title, body, tags, author_id)`,
      [
        rows.map((row) => row.workspace.id),
        rows.map((row) => row.title),
        rows.map((row) => row.body),
        rows.map((row) => row.tags.join(',')),
        rows.map((row) => row.workspace.ownerId),
      ],
    );
  };
  let index = start;
  for (const article of articles) {
    const workspace = world.workspaces[index % world.workspaces.length];
    // The generator numbers titles from 1 on each call; the number of the row keeps them unique in a workspace.
    // Bodies are cut to their first BODY_WORDS words: PGlite spends ~5 ms a whole body on its text vectors, and
    // 100,000 of them would take most of the bench's time; the search bench keeps them whole.
    const body = article.body.split(' ').slice(0, BODY_WORDS).join(' ');
    batch.push({ ...article, workspace, body, title: `${article.title.replace(/ \d+$/, '')} ${index + 1}` });
    index += 1;
    if (batch.length === BATCH) await flush();
  }
  if (batch.length > 0) await flush();
}

async function addPartners(db, world, count, start) {
  await inSlices(count, (from, to) => {
    const rows = Array.from({ length: to - from }, (_, offset) => {
      const number = start + from + offset;
      const name = `${FORMS[number % FORMS.length]} «${STEMS[Math.floor(number / world.workspaces.length) % STEMS.length]}-${number + 1}»`;
      const inn = companyInn(1_000_000 + number);
      return { workspace: world.workspaces[number % world.workspaces.length], name, inn, search: folded(`${name} ${inn}`) };
    });
    return db.run(
      `insert into contragents_partners (workspace_id, type, name, inn, search_text)
       select t.workspace_id, 'company', t.name, t.inn, t.search from unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) as t(workspace_id, name, inn, search)`,
      [rows.map((row) => row.workspace.id), rows.map((row) => row.name), rows.map((row) => row.inn), rows.map((row) => row.search)],
    );
  });
}

async function addNotifications(db, world, count, start) {
  await inSlices(count, (from, to) => {
    const numbers = Array.from({ length: to - from }, (_, offset) => start + from + offset);
    const workspaceOf = (number) => world.workspaces[number % world.workspaces.length];
    return db.run(
      `insert into notifications (user_id, workspace_id, type, title, message, category, data, live, created_at, read_at)
       select t.user_id, t.workspace_id, 'info', t.title, 'Карточка перемещена', 'task', '{"clickable": false}'::jsonb, false,
              now() - make_interval(secs => t.age), case when t.read then now() end
       from unnest($1::uuid[], $2::uuid[], $3::text[], $4::int[], $5::boolean[]) as t(user_id, workspace_id, title, age, read)`,
      [
        numbers.map((number) => workspaceOf(number).ownerId),
        numbers.map((number) => workspaceOf(number).id),
        numbers.map((number) => `Уведомление ${number + 1}`),
        numbers.map((number) => count - (number - start)),
        numbers.map((number) => number % 2 === 0),
      ],
    );
  });
}

async function addWorkspaces(db, world, count, start) {
  if (!world.fillerUserId) {
    const [filler] = await db.run(
      `insert into users (email, name, password_hash) values ($1, 'Growth filler', 'not a hash') returning id`,
      [`growth.filler.${process.pid}@example.test`],
    );
    world.fillerUserId = filler.id;
  }
  await inSlices(count, (from, to) =>
    db.run(
      `with made as (
         insert into workspaces (slug, name, owner_id)
         select 'growth-' || n, 'Growth ' || n, $1 from generate_series($2::int, $3::int) as n returning id
       )
       insert into workspace_members (workspace_id, user_id, role) select id, $1, 'owner' from made`,
      [world.fillerUserId, start + from + 1, start + to],
    ),
  );
}

const ADD = { cards: addCards, articles: addArticles, partners: addPartners, notifications: addNotifications, workspaces: addWorkspaces };

/**
 * Gives every workspace's board `count` columns (kanban's maxCardsPerColumn is 100 unless configured), and notes
 * their ids in order on the workspace: cards are dealt over all of them.
 */
export async function giveColumns(db, world, count) {
  for (const workspace of world.workspaces) {
    const existing = await db.run(`select id, rank from kanban_columns where board_id = $1 order by rank collate "C"`, [workspace.boardId]);
    const missing = count - existing.length;
    if (missing > 0) {
      const ranks = generateNKeysBetween(existing.at(-1)?.rank ?? null, null, missing);
      const names = ranks.map((_, index) => `Column ${existing.length + index + 1}`);
      await db.run(`insert into kanban_columns (board_id, name, rank) select $1, * from unnest($2::text[], $3::text[])`, [
        workspace.boardId,
        names,
        ranks,
      ]);
    }
    workspace.columnIds = (
      await db.run(`select id from kanban_columns where board_id = $1 order by rank collate "C"`, [workspace.boardId])
    ).map((row) => row.id);
  }
}

/** Tops every table named in `targets` up to its count; returns the counts after, and how long it took. */
export async function topUp(db, world, targets, log) {
  const before = await countRows(db);
  for (const [name, target] of Object.entries(targets)) {
    if (target <= before[name]) continue;
    const started = performance.now();
    await ADD[name](db, world, target - before[name], before[name]);
    log(`${GROWN_TABLES[name]}: ${before[name]} → ${target} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  for (const table of Object.values(GROWN_TABLES)) await db.run(`analyze ${table}`);
  return countRows(db);
}

/** Ids the measured workspace's routes ask for: a card to move, articles to read. */
export async function measuredIds(db, workspace) {
  const [card] = await db.run('select id from kanban_cards where board_id = $1 order by created_at limit 1', [workspace.boardId]);
  const articles = await db.run('select id from wiki_articles where workspace_id = $1 order by id limit 20', [workspace.id]);
  return { cardId: card.id, articleIds: articles.map((row) => row.id) };
}
