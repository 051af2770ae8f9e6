import { Readable } from 'node:stream';
import { count } from 'drizzle-orm';
import { closeDb, databaseTarget, getDb } from '../db/client';
import { vehicles } from '../db/schema';
import { generateDemoStock } from '../services/stock/demo/generate-demo-stock';
import { feedDocumentText } from '../services/stock/feed-document';
import { importFeed } from '../services/stock/import-feed';
import { searchStock } from '../services/stock/search-stock';
import { stockIndex } from '../services/stock/stock-index';
import { parseStockParams } from '../services/stock/stock-query';

/**
 * Part of `npm run bench`: one stock search (page + total + every facet) over 100 000 vehicles, as p50/p95
 * over a fixed mix of filter combinations and keyword searches (the in-memory index is built first and timed apart). Embedded PGlite in `.data/bench-stock` by default (imported once,
 * reused), or the PostgreSQL server of DATABASE_URL. Prints figures; never fails on them.
 */
const SIZE = Number(process.env.BENCH_STOCK_SIZE ?? 100_000);
const ROUNDS = 5;
const MIX = [
  '',
  'sort=price_desc',
  'brand=kia',
  'brand=kia&model=sportage',
  'fuel=electric&sort=price_asc',
  'fuel=gasoline-hybrid,diesel-hybrid',
  'condition=used&mileage_max=50000&sort=mileage_asc',
  'category=family&dealership=bertrange',
  'category=company_car&sort=year_desc',
  'body=suv,mpv&transmission=automatic',
  'price_min=15000&price_max=30000',
  'year_min=2022&condition=used&page=5',
  'brand=opel&fuel=diesel&dealership=niederkorn,bertrange',
  'category=compact&price_max=20000&sort=price_asc',
  'condition=new&brand=hyundai&page=3',
  // Keyword searches (services/stock/keyword-search.ts): the database's text search, then the index.
  'q=tucson+hybride',
  'q=7+places&sort=price_desc',
  'q=hybrides&dealership=esch-sur-alzette',
  'q=electrique&condition=used',
  'q=essence',
  'q=hyundai+kona&seats=5',
  'q=hundai+tucson', // misspelt: nothing as typed, then trigrams
];

process.env.PGLITE_DIR ??= '.data/bench-stock';
const target = databaseTarget();
try {
  const db = await getDb();
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(vehicles);
  if (n !== SIZE) {
    console.log(`Importing ${SIZE} demo vehicles (once; kept for the next runs)...`);
    const started = performance.now();
    await importFeed(
      db,
      Readable.from(feedDocumentText(generateDemoStock({ count: SIZE }), new Date().toISOString())),
      { full: true },
    );
    console.log(`  imported in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const built = performance.now();
  await stockIndex(db);
  const buildMs = performance.now() - built;
  const timings: number[] = [];
  const keywordTimings: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    for (const query of MIX) {
      const started = performance.now();
      await searchStock(db, parseStockParams(new URLSearchParams(query), { pageSize: 24 }));
      const ms = performance.now() - started;
      if (round === 0) continue; // round 0 warms up
      timings.push(ms);
      if (query.startsWith('q=')) keywordTimings.push(ms);
    }
  }
  const percentile = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(1);
  };
  const at = percentile(timings);
  const keywordAt = percentile(keywordTimings);
  const where = target.kind === 'postgres' ? 'PostgreSQL server' : 'embedded PGlite';
  console.log(
    `\nStock search on ${SIZE} vehicles (${where}; page + total + all facets; ${MIX.length} queries × ${ROUNDS} rounds)`,
  );
  console.log(`  p50 ${at(0.5)} ms   p95 ${at(0.95)} ms   max ${at(1)} ms   (goal p95 ≤ 30 ms)`);
  console.log(
    `  keyword searches alone: p50 ${keywordAt(0.5)} ms   p95 ${keywordAt(0.95)} ms   max ${keywordAt(1)} ms   (goal p95 ≤ 30 ms)`,
  );
  console.log(
    `  in-memory index built in ${(buildMs / 1000).toFixed(1)} s after a stock change (once per process and revision)`,
  );
} finally {
  await closeDb();
}
