import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { searchDocumentExpression, searchTextExpression } from './stock-search-document';

/** One row: the local content service's space. `cv` is bumped by every publish. */
export const space = pgTable('space', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  domain: text('domain').notNull(),
  cv: bigint('cv', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A story keeps its draft and its published content side by side, as Storyblok does.
 * `published` is null while the story has never been published (or was unpublished).
 * `version` moves on with every write through the management API (a stale write is refused); a story in the
 * bin keeps its row with `deletedAt` set, out of every public read, and gives its address back.
 */
export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    fullSlug: text('full_slug').notNull(),
    parentId: integer('parent_id'),
    isFolder: boolean('is_folder').notNull().default(false),
    isStartpage: boolean('is_startpage').notNull().default(false),
    position: integer('position').notNull().default(0),
    tagList: text('tag_list')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sortByDate: text('sort_by_date'),
    draft: jsonb('draft').$type<Record<string, unknown>>(),
    published: jsonb('published').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stories_uuid_idx').on(t.uuid),
    uniqueIndex('stories_full_slug_idx')
      .on(t.fullSlug)
      .where(sql`${t.deletedAt} IS NULL`),
    index('stories_parent_idx').on(t.parentId),
  ],
);

/** What made a version of a story (the management API's `VersionAction`). */
export type StoryVersionAction = 'create' | 'save' | 'publish' | 'unpublish' | 'restore' | 'migration';

/**
 * The versions of a story: each row is the story as a write left it (its draft and published content, name
 * and address), what the write was (`action`), who made it and when. Rows of `npm run content:migrate` hold
 * the content a migration replaced, with its `reason`.
 */
export const storyVersions = pgTable(
  'story_versions',
  {
    id: serial('id').primaryKey(),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    draft: jsonb('draft').$type<Record<string, unknown>>(),
    published: jsonb('published').$type<Record<string, unknown>>(),
    /** The story's `version` this row holds (0 on rows written before versions were counted). */
    version: integer('version').notNull().default(0),
    action: text('action').$type<StoryVersionAction>().notNull().default('migration'),
    /** Who: a studio user, `API` for the bearer token, or the migration's name. */
    author: text('author').notNull().default(''),
    name: text('name'),
    fullSlug: text('full_slug'),
    /** Why a migration rewrote the story, e.g. `migration hero.subtitle-to-text.js`. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('story_versions_story_idx').on(t.storyId, t.createdAt),
    index('story_versions_story_version_idx').on(t.storyId, t.version),
  ],
);

/**
 * Who has a story open in the studio: one row per browser session and story, refreshed by its heartbeat.
 * In the database, so every instance behind the balancer sees the same people.
 */
export const studioPresence = pgTable(
  'studio_presence',
  {
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    sessionId: text('session_id').notNull(),
    author: text('author').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.sessionId] }), index('studio_presence_seen_idx').on(t.seenAt)],
);

/** What a scheduled action does when its time comes. */
export const SCHEDULED_ACTION_KINDS = ['publish', 'unpublish'] as const;
export type ScheduledActionKind = (typeof SCHEDULED_ACTION_KINDS)[number];

/**
 * A publish or unpublish programmed for a time (« Programmer » in the studio), run by the instance that claims
 * the row first (`FOR UPDATE SKIP LOCKED`). A publish keeps the draft as it was scheduled (`content`, from the
 * story's `version`): what was reviewed is what goes live. Exactly one of `doneAt`, `cancelledAt`, `failure`
 * ends a row; `fullSlug` is the address when it was scheduled (the story may move: `storyId` follows it).
 */
export const scheduledActions = pgTable(
  'scheduled_actions',
  {
    id: serial('id').primaryKey(),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    fullSlug: text('full_slug').notNull(),
    action: text('action').$type<ScheduledActionKind>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    storyVersion: integer('story_version'),
    content: jsonb('content').$type<Record<string, unknown>>(),
    createdBy: text('created_by').notNull(),
    /** The journal's actor: the account's id and e-mail (null and « API » for the bearer token). */
    createdById: integer('created_by_id'),
    createdByEmail: text('created_by_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failure: text('failure'),
  },
  (t) => [
    check('scheduled_actions_action', sql`${t.action} IN ('publish', 'unpublish')`),
    check('scheduled_actions_publish_content', sql`${t.action} <> 'publish' OR ${t.content} IS NOT NULL`),
    index('scheduled_actions_due_idx')
      .on(t.at)
      .where(sql`${t.doneAt} IS NULL AND ${t.cancelledAt} IS NULL AND ${t.failure} IS NULL`),
    index('scheduled_actions_story_idx').on(t.storyId, t.at),
  ],
);

export type ScheduledActionRow = typeof scheduledActions.$inferSelect;

/**
 * What an editor has typed in a visual editor (Storyblok's or the studio) and not saved yet, per preview session
 * and story: the draft page renders it. In the database so that every instance behind the balancer sees the
 * edit the `input` action wrote; rows expire (`expires_at`) and are swept as others are written.
 */
export const liveEdits = pgTable(
  'live_edits',
  {
    session: text('session').notNull(),
    storyUuid: uuid('story_uuid').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    /** The editor's clock when they typed it (microseconds): an older keystroke arriving late never overwrites a newer one. */
    revision: bigint('revision', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.session, t.storyUuid] }), index('live_edits_expires_idx').on(t.expiresAt)],
);

/**
 * Signed notices accepted (Storyblok's webhook, the stock import's call), one row per signature and content
 * version or stock revision: a captured request played again, even days later or to another instance, changes
 * nothing, as the README promises. `key` is a SHA-256 of the three, so its size does not depend on the caller.
 */
export const webhookReceipts = pgTable('webhook_receipts', {
  key: text('key').primaryKey(),
  kind: text('kind').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The studio's « Médiathèque »: one row per uploaded image. The bytes live in the asset storage (disk under
 * ASSETS_DIR, or an S3-compatible bucket) at `storageKey`, already re-encoded without their metadata; `sha256`
 * is of those stored bytes, and its first characters are in the public address, so a replaced image gets a
 * new address and every answer can be cached for a year. `focus` is Storyblok's `x1xy1:x2xy2`.
 */
export const assets = pgTable(
  'assets',
  {
    id: serial('id').primaryKey(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    alt: text('alt'),
    title: text('title'),
    focus: text('focus'),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').notNull(),
  },
  (t) => [uniqueIndex('assets_storage_key_idx').on(t.storageKey), index('assets_created_idx').on(t.createdAt)],
);

export const datasources = pgTable(
  'datasources',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [uniqueIndex('datasources_slug_idx').on(t.slug)],
);

export const datasourceEntries = pgTable(
  'datasource_entries',
  {
    id: serial('id').primaryKey(),
    datasourceId: integer('datasource_id')
      .notNull()
      .references(() => datasources.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value').notNull(),
    dimension: text('dimension'),
    dimensionValue: text('dimension_value'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('datasource_entries_ds_idx').on(t.datasourceId)],
);

export type StoryRow = typeof stories.$inferSelect;

/** PostgreSQL's text search document type (drizzle has none); read as its text form. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The columns of a vehicle that the stock feed gives (docs/stock-feed.md), shared with the import's staging table. */
const vehicleFeedColumns = () => ({
  id: bigint('id', { mode: 'number' }).primaryKey(),
  vin: text('vin').notNull(),
  condition: text('condition').$type<'new' | 'used' | 'demo'>().notNull(),
  make: text('make').notNull(),
  makeName: text('make_name').notNull(),
  model: text('model').notNull(),
  modelName: text('model_name').notNull(),
  trim: text('trim').notNull(),
  body: text('body').notNull(),
  fuel: text('fuel').notNull(),
  /** `mild`, `full` or `plug-in` on hybrids (stock-vocabulary.ts HYBRID_KINDS); null on every other fuel. */
  hybridKind: text('hybrid_kind').$type<'mild' | 'full' | 'plug-in'>(),
  transmission: text('transmission').$type<'manual' | 'automatic'>().notNull(),
  powerKw: integer('power_kw').notNull(),
  cylinderCc: integer('cylinder_cc'),
  batteryKwh: integer('battery_kwh'),
  rangeKm: integer('range_km'),
  consumption: text('consumption'),
  co2GKm: integer('co2_g_km').notNull(),
  mileageKm: integer('mileage_km').notNull(),
  firstRegistration: text('first_registration'),
  year: integer('year').notNull(),
  colour: text('colour').notNull(),
  colourName: text('colour_name').notNull(),
  doors: integer('doors').notNull(),
  seats: integer('seats').notNull(),
  priceCents: integer('price_cents').notNull(),
  privateMonthlyCents: integer('private_monthly_cents'),
  commercialMonthlyCents: integer('commercial_monthly_cents'),
  dealership: text('dealership').notNull(),
  warrantyMonths: integer('warranty_months').notNull(),
  description: text('description').notNull().default(''),
  feedHash: text('feed_hash').notNull(),
});

const vehicleImageColumns = () => ({
  vehicleId: bigint('vehicle_id', { mode: 'number' }).notNull(),
  position: integer('position').notNull(),
  url: text('url').notNull(),
  alt: text('alt').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
});

const vehicleEquipmentColumns = () => ({
  vehicleId: bigint('vehicle_id', { mode: 'number' }).notNull(),
  position: integer('position').notNull(),
  category: text('category').notNull(),
  name: text('name').notNull(),
});

/**
 * Stock vehicles, keyed by the dealer management system's numeric id. Money in integer cents, power in
 * kW (shown in ch), distances in km, dates in UTC. `feedHash` lets a re-import skip unchanged rows.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    ...vehicleFeedColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // The keyword search (services/stock/keyword-search.ts): computed by the database, never written; read
    // into the in-memory stock index, not queried (no index: PGlite takes ~0.5 s to read the rows of a common word).
    searchText: text('search_text').generatedAlwaysAs(searchTextExpression),
    searchDocument: tsvector('search_document').generatedAlwaysAs(searchDocumentExpression),
  },
  (t) => [
    uniqueIndex('vehicles_vin_idx').on(t.vin),
    index('vehicles_make_model_idx').on(t.make, t.model),
    index('vehicles_price_idx').on(t.priceCents),
    index('vehicles_mileage_idx').on(t.mileageKm),
    index('vehicles_year_idx').on(t.year),
  ],
);

export const vehicleImages = pgTable(
  'vehicle_images',
  {
    ...vehicleImageColumns(),
    vehicleId: bigint('vehicle_id', { mode: 'number' })
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.position] })],
);

export const vehicleEquipment = pgTable(
  'vehicle_equipment',
  {
    ...vehicleEquipmentColumns(),
    vehicleId: bigint('vehicle_id', { mode: 'number' })
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.position] })],
);

/**
 * The staging tables of a stock import (services/stock/import-feed.ts): the changed vehicles of the feed
 * are written here batch by batch, where no page reads them, then moved into `vehicles`, `vehicle_images`
 * and `vehicle_equipment` in one transaction once the whole feed was read. Empty between imports; one
 * import at a time writes them (the import lock).
 */
export const stockImportVehicles = pgTable('stock_import_vehicles', vehicleFeedColumns());

export const stockImportImages = pgTable('stock_import_images', vehicleImageColumns(), (t) => [
  primaryKey({ columns: [t.vehicleId, t.position] }),
]);

export const stockImportEquipment = pgTable('stock_import_equipment', vehicleEquipmentColumns(), (t) => [
  primaryKey({ columns: [t.vehicleId, t.position] }),
]);

export type VehicleRow = typeof vehicles.$inferSelect;

/**
 * One row (id 1) whose revision moves on every write to `vehicles` (a statement trigger, see migration
 * 0002), so each process knows when its in-memory stock index is stale, whoever wrote.
 */
export const stockState = pgTable('stock_state', {
  id: integer('id').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull(),
});

export const LEAD_TYPES = [
  'test-drive',
  'interest',
  'trade-in',
  'contact',
  'lease-request',
  'tyre-offer',
  'tyre-appointment',
  'business-lease',
  'workshop-appointment',
  'application',
] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

/**
 * The calendars of `appointment_slots` and `appointments`: test drives, then one per workshop service (the
 * tyre service's kept its first name). services/enquiries/appointment-slots.ts maps the services to them.
 */
export const APPOINTMENT_KINDS = [
  'test-drive',
  'tyre-appointment',
  'workshop-revision',
  'workshop-climatisation',
  'workshop-carrosserie',
  'workshop-debosselage-peinture',
] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];

/** Where the staff stand with a lead (the inbox, issue 34): stored as ASCII codes, shown as « nouveau », « en cours », « traité ». */
export const LEAD_STATUSES = ['nouveau', 'en-cours', 'traite'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * An enquiry or booking a visitor sent. `fields` holds the validated form exactly as the visitor confirmed
 * it (phone in E.164); `idempotencyKey` makes a double click, a retry or a replay one lead.
 */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    type: text('type').$type<LeadType>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    email: text('email').notNull(),
    /** The site the lead goes to (a location story's slug) and its address then, where the lead is e-mailed. */
    location: text('location').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    vehicleId: bigint('vehicle_id', { mode: 'number' }),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    /** The page the form was on. */
    pagePath: text('page_path').notNull(),
    /**
     * The site's contact as the visitor was shown it (services/enquiries/site-contact.ts): the confirmation
     * e-mail quotes it without reading content. Null for leads from before migration 0011.
     */
    site: jsonb('site').$type<unknown>(),
    /** Where the staff stand with it; every change is also a `status-changed` row of `lead_events`. */
    status: text('status').$type<LeadStatus>().notNull().default('nouveau'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leads_reference_idx').on(t.reference),
    uniqueIndex('leads_idempotency_key_idx').on(t.idempotencyKey),
    index('leads_created_at_idx').on(t.createdAt),
    index('leads_email_idx').on(t.email, t.createdAt),
    // A commercial's inbox and the studio home's count of new leads read per site and status.
    index('leads_location_status_idx').on(t.location, t.status, t.createdAt),
    check('leads_status', sql`${t.status} IN ('nouveau', 'en-cours', 'traite')`),
  ],
);

/**
 * The places taken in one slot of one site's calendar (test drives, tyre appointments). The database
 * refuses a booking beyond the slot's capacity (`booked <= capacity`), so two visitors can never both take
 * the last place, whichever instance serves them.
 */
export const appointmentSlots = pgTable(
  'appointment_slots',
  {
    location: text('location').notNull(),
    kind: text('kind').$type<AppointmentKind>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.location, t.kind, t.startsAt] }),
    check('appointment_slots_capacity', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
  ],
);

/** A booking: the lead that holds it and its slot. Deleting the lead (retention purge) frees nothing in the past. */
export const appointments = pgTable(
  'appointments',
  {
    leadId: integer('lead_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    location: text('location').notNull(),
    kind: text('kind').$type<AppointmentKind>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /**
     * Moves on with every change the visitor makes through their signed link (lead-booking-link.ts): a link
     * signs the revision it was issued for, so a used link is refused and the new one replaces it.
     */
    revision: integer('revision').notNull().default(0),
    /** When the visitor cancelled: the booking's place in its slot was given back then. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('appointments_slot_idx').on(t.location, t.kind, t.startsAt)],
);

export const LEAD_EVENT_KINDS = ['booking-cancelled', 'booking-moved', 'status-changed', 'note'] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/**
 * What happened to a lead after it was received, oldest first: the visitor cancelled or moved the booking
 * (`detail` holds the slots), the staff changed its status (`{ from, to }`) or wrote a note (`{ text }`).
 * The staff inbox reads it as the lead's history.
 */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LeadEventKind>().notNull(),
    /** Who did it: `visitor` for their signed link, else the staff account's e-mail (`actorId` its id). */
    actor: text('actor').notNull(),
    actorId: integer('actor_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_events_lead_idx').on(t.leadId, t.id)],
);

/**
 * What remains to deliver for a lead: written in the lead's own transaction, sent by the delivery worker.
 * One row per channel (`email` and `webhook` to the site, `confirmation` to the visitor) so a channel that
 * succeeded is never sent again when another retries. `lockedUntil` is the claim of the instance sending it.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<'email' | 'webhook' | 'confirmation'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('outbox_lead_channel_idx').on(t.leadId, t.channel),
    index('outbox_due_idx').on(t.deliveredAt, t.nextAttemptAt),
  ],
);

export type LeadRow = typeof leads.$inferSelect;

/** The studio's roles, stored as ASCII codes; their French names are in i18n/fr-lu-studio-accounts.ts. */
export const STAFF_ROLES = ['redacteur', 'editeur', 'commercial', 'administrateur'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * A person of the dealership who signs in to the studio. `email` is stored lower-cased (one account per
 * address whatever its case); `siteIds` names the sites (location slugs) whose leads a commercial sees.
 * A disabled account keeps its row, so the audit log still names who did what. An invited account waits with
 * `disabledAt` set and no usable password until its invitation is accepted (services/staff/invitations.ts).
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    siteIds: text('site_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_accounts_email_idx').on(t.email),
    check('staff_accounts_email_lower', sql`${t.email} = lower(${t.email})`),
    check('staff_accounts_role', sql`${t.role} IN ('redacteur', 'editeur', 'commercial', 'administrateur')`),
  ],
);

/**
 * A signed-in browser. `id` is the SHA-256 of the cookie's random token: a copy of the table signs nobody
 * in. A session ends 12 h after it was last seen (`lastSeenAt`), at logout, or when its account is disabled.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('staff_sessions_account_idx').on(t.accountId), index('staff_sessions_seen_idx').on(t.lastSeenAt)],
);

/**
 * Single-use links: the first administrator's, an invitation, a password reset. Only the SHA-256 of the
 * token is kept; `usedAt` is set in the transaction that uses it, so a link works once.
 */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    hash: text('hash').primaryKey(),
    purpose: text('purpose').$type<'first-admin' | 'invitation' | 'reset'>().notNull(),
    email: text('email'),
    role: text('role').$type<StaffRole>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_tokens_expires_idx').on(t.expiresAt)],
);

/** Who did what in the studio: saves, publications, deletions, restorations, logins, accounts. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);

/** Secrets the site generates once and keeps (the preview session's signing key when none is configured). */
export const siteSecrets = pgTable('site_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A visitor's stock alert (services/stock-alerts/): the saved filters of `/stock` (their query string, read
 * again by the stock parser), the address to write to, confirmed by a signed link (double opt-in). The
 * daily pass claims due rows (`lockedUntil`, like the outbox) and sends one e-mail a day at most;
 * `visitedAt` (the confirmation, then each opening of the alert's link) ends it six months later.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    filters: text('filters').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('stock_alerts_due_idx').on(t.confirmedAt, t.checkedAt), index('stock_alerts_email_idx').on(t.email)],
);

/** The vehicles an alert has already seen (matching at its confirmation, or told in an e-mail): never told again. */
export const stockAlertVehicles = pgTable(
  'stock_alert_vehicles',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => stockAlerts.id, { onDelete: 'cascade' }),
    vehicleId: bigint('vehicle_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.vehicleId] })],
);

export type StockAlertRow = typeof stockAlerts.$inferSelect;
