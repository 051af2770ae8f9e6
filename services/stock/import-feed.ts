import { createHash } from 'node:crypto';
import { getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@/db/client';
import { withDatabaseLock, type DatabaseLock } from '@/db/database-lock';
import {
  stockImportEquipment,
  stockImportImages,
  stockImportVehicles,
  vehicleEquipment,
  vehicleImages,
  vehicles,
} from '@/db/schema';
import { feedHeaderSchema } from './feed-document';
import { feedRejectionReason } from './feed-rejection-reason';
import { feedVehicleSchema, type FeedVehicle } from './feed-vehicle';
import { FeedFormatError, readFeedStream, type FeedPosition, type FeedSource } from './read-feed-stream';

export type FeedRejection = { row: number; id?: unknown; reason: string };

/** What an import did. `row` numbers count the elements of `vehicles` from 1. */
export type ImportSummary = {
  created: number;
  updated: number;
  unchanged: number;
  removed: number;
  rejected: FeedRejection[];
};

export type ImportOptions = {
  /** The feed is the whole stock: vehicles absent from it are removed (only once it was read to the end). */
  full?: boolean;
  /**
   * Called after each batch with the rows read so far, and once more with `total` after the commit. The
   * import waits for a returned promise; an error thrown here stops it, and the stock stays as it was.
   */
  onProgress?: (done: number, total?: number) => unknown;
  /** Rows staged per statement (default 500). */
  batchSize?: number;
  /** Called once when another import holds the import lock and this one waits for it to finish. */
  onWaitForLock?: (holder: string) => void;
};

/** The feed could not be read to the end (invalid JSON, wrong top level). Nothing was written. */
export class FeedImportError extends Error {
  readonly position: FeedPosition | undefined;
  /** What the rows before the error would have done; none of it was written. */
  readonly summary: ImportSummary;

  constructor(cause: FeedFormatError, summary: ImportSummary) {
    super(cause.message, { cause });
    this.name = 'FeedImportError';
    this.position = cause.position;
    this.summary = summary;
  }
}

type Accepted = { row: number; vehicle: FeedVehicle; hash: string };
type Counts = { created: number; updated: number; unchanged: number };

const DEFAULT_BATCH_SIZE = 500;
/**
 * Imports run one at a time per database, whichever process or instance starts them: the staging tables
 * are one import's, and each import compares the feed with the stock the previous one left.
 * 'AUTOSTCK' in ASCII (the migrations' lock is 'AUTOPOLS').
 */
export const STOCK_IMPORT_LOCK: DatabaseLock = { key: 0x41_55_54_4f_53_54_43_4bn, name: 'stock-import' };
/** Changing this rewrites every vehicle once: bump it when the stored form of a row changes. */
const HASH_VERSION = 'v1';

/**
 * Imports a stock feed (docs/stock-feed.md) read as a stream: each row is validated against
 * feedVehicleSchema and compared, batch by batch, with the stock. A row whose normalised content hashes to
 * the stored `feed_hash` is not written at all; a changed row goes to the staging tables, where no page
 * reads it. Invalid rows, and the later of two rows sharing an id or a VIN, are rejected with a reason
 * while the others go on. Once the whole feed has been read, one transaction moves the staged vehicles
 * into the stock (each replaces the vehicle with its images and equipment), removes those absent from the
 * feed with `full`, and writes the VINs that moved: visitors see the stock before or after the feed,
 * never part of it. A feed that is not valid JSON, or any error before the commit, writes nothing
 * (FeedImportError gives the position of a format error). Imports of one database run one at a time
 * (STOCK_IMPORT_LOCK): one started meanwhile waits for this one.
 */
export async function importFeed(
  db: Database,
  source: FeedSource,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  return withDatabaseLock(db, STOCK_IMPORT_LOCK, () => importUnderLock(db, source, options), {
    onWait: options.onWaitForLock,
  });
}

async function importUnderLock(db: Database, source: FeedSource, options: ImportOptions): Promise<ImportSummary> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const summary: ImportSummary = { created: 0, updated: 0, unchanged: 0, removed: 0, rejected: [] };
  const rowOfId = new Map<number, number>();
  const rowOfVin = new Map<string, number>();
  const deferred: Accepted[] = [];
  let batch: Accepted[] = [];
  let rows = 0;
  let staged = 0;

  const reject = (row: number, id: unknown, reason: string) => {
    summary.rejected.push(id === undefined ? { row, reason } : { row, id, reason });
  };
  const flush = async () => {
    if (batch.length === 0) return;
    const { counts, blocked, changed } = await stageBatch(db, batch);
    addCounts(summary, counts);
    deferred.push(...blocked);
    staged += changed;
    batch = [];
  };

  // What an import that stopped (its process killed, its connection lost) left in the staging tables.
  await clearStaging(db);
  const stream = readFeedStream(source);
  try {
    for (;;) {
      if (rows > 0 && rows % batchSize === 0) await options.onProgress?.(rows);
      const next = await stream.next();
      if (next.done) {
        const header = feedHeaderSchema.safeParse(next.value, { reportInput: true });
        if (!header.success)
          throw new FeedFormatError(`The feed's top level is invalid: ${feedRejectionReason(header.error)}`);
        break;
      }
      const row = ++rows;
      const raw = next.value;
      const rawId = isRecord(raw) ? raw.id : undefined;
      const parsed = feedVehicleSchema.safeParse(raw, { reportInput: true });
      if (!parsed.success) {
        // The DMS still lists this vehicle: keep what we have rather than remove it under `full`.
        if (isDmsId(rawId) && !rowOfId.has(rawId)) rowOfId.set(rawId, row);
        reject(row, rawId, isRecord(raw) ? feedRejectionReason(parsed.error) : 'row: must be an object');
        continue;
      }
      const vehicle = parsed.data;
      const firstWithId = rowOfId.get(vehicle.id);
      if (firstWithId !== undefined) {
        reject(
          row,
          vehicle.id,
          `id: ${vehicle.id} already appears in row ${firstWithId}; a vehicle may appear only once in a feed`,
        );
        continue;
      }
      rowOfId.set(vehicle.id, row);
      const firstWithVin = rowOfVin.get(vehicle.vin);
      if (firstWithVin !== undefined) {
        reject(
          row,
          vehicle.id,
          `vin: ${vehicle.vin} already appears in row ${firstWithVin}; two vehicles cannot share a VIN`,
        );
        continue;
      }
      rowOfVin.set(vehicle.vin, row);
      batch.push({ row, vehicle, hash: feedHash(vehicle) });
      if (batch.length >= batchSize) await flush();
    }
    await flush();
    // The whole feed was read: it becomes the stock at once, or not at all.
    await db.transaction(async (tx) => {
      if (staged > 0) await applyStaged(tx);
      if (options.full) summary.removed = await removeAbsentVehicles(tx, rowOfId);
      if (deferred.length > 0) {
        const { counts, refused } = await writeVinMoves(tx, deferred);
        addCounts(summary, counts);
        for (const { row, vehicle, holder } of refused) {
          reject(
            row,
            vehicle.id,
            `vin: ${vehicle.vin} belongs to vehicle ${holder} in the stock, which this feed does not give another VIN`,
          );
        }
      }
      if (staged > 0) await clearStaging(tx);
    });
    staged = 0;
  } catch (error) {
    if (error instanceof FeedFormatError) {
      await flush().catch(() => {});
      summary.rejected.sort((a, b) => a.row - b.row);
      throw new FeedImportError(error, summary);
    }
    throw error;
  } finally {
    await stream.return({}); // closes the source when the import stopped early
    // Nothing staged reaches the stock after a failure; the next import would clear it anyway.
    if (staged > 0) await clearStaging(db).catch(() => {});
  }
  summary.rejected.sort((a, b) => a.row - b.row);
  await options.onProgress?.(rows, rows);
  return summary;
}

/** sha256 of the validated row (defaults applied) with its keys sorted, so formatting never counts as change. */
export function feedHash(vehicle: FeedVehicle): string {
  return createHash('sha256').update(HASH_VERSION).update(canonicalJson(vehicle)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Compares one batch with the stock and stages its changed rows. A row whose VIN another vehicle of the
 * stock holds is handed back as `blocked`: that vehicle may give its VIN up in the feed, or be removed.
 */
async function stageBatch(
  db: Database,
  batch: Accepted[],
): Promise<{ counts: Counts; blocked: Accepted[]; changed: number }> {
  const storedHash = await hashesOf(
    db,
    batch.map((a) => a.vehicle.id),
  );
  const holderOf = await vinHolders(
    db,
    batch.map((a) => a.vehicle.vin),
  );
  const counts: Counts = { created: 0, updated: 0, unchanged: 0 };
  const blocked: Accepted[] = [];
  const changed: Accepted[] = [];
  for (const accepted of batch) {
    const holder = holderOf.get(accepted.vehicle.vin);
    if (holder !== undefined && holder !== accepted.vehicle.id) {
      blocked.push(accepted);
      continue;
    }
    const stored = storedHash.get(accepted.vehicle.id);
    if (stored === accepted.hash) {
      counts.unchanged++;
      continue;
    }
    if (stored === undefined) counts.created++;
    else counts.updated++;
    changed.push(accepted);
  }
  await stageVehicles(db, changed);
  return { counts, blocked, changed: changed.length };
}

/**
 * The rows whose VIN another vehicle held when their batch was compared, tried again in the final
 * transaction, after the staged rows and any removal: a VIN that moved from one vehicle to another, or two
 * vehicles that swapped VINs. A VIN still held by a vehicle the feed leaves alone is refused.
 */
async function writeVinMoves(
  tx: Database,
  deferred: Accepted[],
): Promise<{ counts: Counts; refused: { row: number; vehicle: FeedVehicle; holder: number }[] }> {
  const holderOf = await vinHolders(
    tx,
    deferred.map((a) => a.vehicle.vin),
  );
  const writable = new Map(deferred.map((a) => [a.vehicle.id, a]));
  const refused: { row: number; vehicle: FeedVehicle; holder: number }[] = [];
  for (let settled = false; !settled;) {
    settled = true;
    for (const accepted of writable.values()) {
      const holder = holderOf.get(accepted.vehicle.vin);
      if (holder !== undefined && holder !== accepted.vehicle.id && !writable.has(holder)) {
        writable.delete(accepted.vehicle.id);
        refused.push({ row: accepted.row, vehicle: accepted.vehicle, holder });
        settled = false;
      }
    }
  }
  // Park the VINs of vehicles that move to another VIN, so the upsert can hand them out in any order.
  const moving = [...holderOf]
    .filter(([vin, holder]) => writable.has(holder) && writable.get(holder)?.vehicle.vin !== vin)
    .map(([, holder]) => holder);
  for (const ids of chunks(moving, 1000)) {
    await tx
      .update(vehicles)
      .set({ vin: sql`'~' || ${vehicles.id}::text` })
      .where(inArray(vehicles.id, ids));
  }
  const rows = [...writable.values()];
  const storedHash = await hashesOf(
    tx,
    rows.map((a) => a.vehicle.id),
  );
  const counts: Counts = { created: 0, updated: 0, unchanged: 0 };
  for (const accepted of rows) {
    if (storedHash.has(accepted.vehicle.id)) counts.updated++;
    else counts.created++;
  }
  await writeVehicles(tx, rows);
  return { counts, refused };
}

/** Writes changed rows to the staging tables (the same columns as the stock's), for applyStaged. */
async function stageVehicles(db: Database, rows: Accepted[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(
    insertFromJson(
      stockImportVehicles,
      rows.map((a) => columnRecord(vehicles, vehicleRecord(a.vehicle, a.hash))),
    ),
  );
  const { images, equipment } = childRecords(rows);
  if (images.length > 0) await db.execute(insertFromJson(stockImportImages, images));
  if (equipment.length > 0) await db.execute(insertFromJson(stockImportEquipment, equipment));
}

/** The image and equipment rows of the vehicles, in feed order (`position`). */
function childRecords(rows: Accepted[]) {
  return {
    images: rows.flatMap(({ vehicle }) =>
      vehicle.images.map((image, position) =>
        columnRecord(vehicleImages, { vehicleId: vehicle.id, position, ...image }),
      ),
    ),
    equipment: rows.flatMap(({ vehicle }) =>
      vehicle.equipment.map((item, position) =>
        columnRecord(vehicleEquipment, { vehicleId: vehicle.id, position, ...item }),
      ),
    ),
  };
}

/** Moves the staged vehicles into the stock: upserts them and replaces their images and equipment. */
async function applyStaged(tx: Database): Promise<void> {
  const stagedIds = sql`SELECT ${sql.identifier(stockImportVehicles.id.name)} FROM ${stockImportVehicles}`;
  await tx.execute(
    sql`${insertFromTable(vehicles, stockImportVehicles)} ON CONFLICT (${sql.identifier(vehicles.id.name)}) DO UPDATE SET ${UPSERT_SET}, ${sql.identifier(vehicles.updatedAt.name)} = now()`,
  );
  await tx.execute(sql`DELETE FROM ${vehicleImages} WHERE ${vehicleImages.vehicleId} IN (${stagedIds})`);
  await tx.execute(sql`DELETE FROM ${vehicleEquipment} WHERE ${vehicleEquipment.vehicleId} IN (${stagedIds})`);
  await tx.execute(insertFromTable(vehicleImages, stockImportImages));
  await tx.execute(insertFromTable(vehicleEquipment, stockImportEquipment));
}

async function clearStaging(db: Database): Promise<void> {
  for (const table of [stockImportEquipment, stockImportImages, stockImportVehicles])
    await db.execute(sql`DELETE FROM ${table}`);
}

/**
 * Upserts the vehicles and replaces their images and equipment. Each statement takes its rows as one JSON
 * parameter that the database expands with jsonb_to_recordset: a multi-row insert without tens of
 * thousands of bind parameters (a PostgreSQL limit, and most of the cost of building the query).
 */
async function writeVehicles(tx: Database, rows: Accepted[]): Promise<void> {
  if (rows.length === 0) return;
  const records = rows.map((a) => columnRecord(vehicles, vehicleRecord(a.vehicle, a.hash)));
  await tx.execute(
    sql`${insertFromJson(vehicles, records)} ON CONFLICT (${sql.identifier(vehicles.id.name)}) DO UPDATE SET ${UPSERT_SET}, ${sql.identifier(vehicles.updatedAt.name)} = now()`,
  );
  const ids = sql`${`{${rows.map((a) => a.vehicle.id).join(',')}}`}::bigint[]`;
  await tx.execute(sql`DELETE FROM ${vehicleImages} WHERE ${vehicleImages.vehicleId} = ANY(${ids})`);
  await tx.execute(sql`DELETE FROM ${vehicleEquipment} WHERE ${vehicleEquipment.vehicleId} = ANY(${ids})`);
  const { images, equipment } = childRecords(rows);
  if (images.length > 0) await tx.execute(insertFromJson(vehicleImages, images));
  if (equipment.length > 0) await tx.execute(insertFromJson(vehicleEquipment, equipment));
}

/** Columns the import writes: all but the timestamps, which the database keeps. */
function writtenColumns(table: PgTable): PgColumn[] {
  // Generated columns (the keyword search's document) are the database's to compute.
  return Object.values(getTableColumns(table)).filter(
    (column) => column.name !== 'created_at' && column.name !== 'updated_at' && !column.generated,
  );
}

/** `INSERT INTO t (a, b) SELECT a, b FROM staging`: the staging table has the columns `t` is written with. */
function insertFromTable(table: PgTable, staging: PgTable): SQL {
  const names = sql.join(
    writtenColumns(table).map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  return sql`INSERT INTO ${table} (${names}) SELECT ${names} FROM ${staging}`;
}

/** `INSERT INTO t (a, b) SELECT a, b FROM jsonb_to_recordset($1::jsonb) AS r(a type, b type)` */
function insertFromJson(table: PgTable, records: Record<string, unknown>[]): SQL {
  const columns = writtenColumns(table);
  const names = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const types = sql.join(
    columns.map((column) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  return sql`INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS r(${types})`;
}

/** A row keyed by column names (as jsonb_to_recordset reads it) from one keyed by the schema's field names. */
function columnRecord(table: PgTable, row: Record<string, unknown>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) if (key in row) record[column.name] = row[key];
  return record;
}

/** Money in integer cents; the feed has euros with cents. */
function cents(euros: number): number;
function cents(euros: number | null): number | null;
function cents(euros: number | null): number | null {
  return euros === null ? null : Math.round(euros * 100);
}

function vehicleRecord(v: FeedVehicle, feedHash: string): typeof vehicles.$inferInsert {
  return {
    id: v.id,
    vin: v.vin,
    condition: v.condition,
    make: v.make,
    makeName: v.make_name,
    model: v.model,
    modelName: v.model_name,
    trim: v.trim,
    body: v.body,
    fuel: v.fuel,
    hybridKind: v.hybrid_kind,
    transmission: v.transmission,
    powerKw: v.power_kw,
    cylinderCc: v.cylinder_cc,
    batteryKwh: v.battery_kwh,
    rangeKm: v.range_km,
    consumption: v.consumption,
    co2GKm: v.co2_g_km,
    mileageKm: v.mileage_km,
    firstRegistration: v.first_registration,
    year: v.year,
    colour: v.colour,
    colourName: v.colour_name,
    doors: v.doors,
    seats: v.seats,
    priceCents: cents(v.price),
    privateMonthlyCents: cents(v.private_monthly),
    commercialMonthlyCents: cents(v.commercial_monthly),
    dealership: v.dealership,
    warrantyMonths: v.warranty_months,
    description: v.description,
    feedHash,
  };
}

/** On conflict every feed column takes the new value; `created_at` stays, `updated_at` moves. */
const UPSERT_SET: SQL = sql.join(
  writtenColumns(vehicles)
    .filter((column) => column.name !== vehicles.id.name)
    .map((column) => sql`${sql.identifier(column.name)} = excluded.${sql.identifier(column.name)}`),
  sql`, `,
);

async function hashesOf(tx: Database, ids: number[]): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  for (const part of chunks(ids, 5000)) {
    const rows = await tx
      .select({ id: vehicles.id, hash: vehicles.feedHash })
      .from(vehicles)
      .where(inArray(vehicles.id, part));
    for (const row of rows) found.set(row.id, row.hash);
  }
  return found;
}

/** VIN → id of the vehicle that holds it now. */
async function vinHolders(tx: Database, vins: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const part of chunks(vins, 5000)) {
    const rows = await tx
      .select({ id: vehicles.id, vin: vehicles.vin })
      .from(vehicles)
      .where(inArray(vehicles.vin, part));
    for (const row of rows) found.set(row.vin, row.id);
  }
  return found;
}

/** Removes the vehicles the feed did not list (rows rejected with a readable id count as listed). */
async function removeAbsentVehicles(tx: Database, listed: Map<number, number>): Promise<number> {
  const stored = await tx.select({ id: vehicles.id }).from(vehicles);
  const absent = stored.map((row) => row.id).filter((id) => !listed.has(id));
  for (const ids of chunks(absent, 1000)) await tx.delete(vehicles).where(inArray(vehicles.id, ids));
  return absent.length;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function addCounts(summary: ImportSummary, counts: Counts): void {
  summary.created += counts.created;
  summary.updated += counts.updated;
  summary.unchanged += counts.unchanged;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isDmsId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}
