import { z } from 'zod';
import { feedVehicleSchema, type FeedVehicle } from './feed-vehicle';

/** The feed document's top level apart from its vehicles. */
export const feedHeaderSchema = z.strictObject({
  generated_at: z.iso
    .datetime({ offset: true })
    .describe('When the dealer management system exported the feed (ISO 8601 with a time zone)'),
});

/** The whole feed file, as docs/stock-feed.md describes it; docs/stock-feed.schema.json is generated from it. */
export const feedDocumentSchema = z
  .strictObject({
    ...feedHeaderSchema.shape,
    vehicles: z.array(feedVehicleSchema).describe('Every vehicle in stock, one object each'),
  })
  .describe('Autopolis stock feed: the vehicles in stock as exported by the dealer management system');

/** The JSON Schema of the feed document, as committed in docs/stock-feed.schema.json. */
export function feedJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(feedDocumentSchema, { io: 'input', target: 'draft-2020-12' });
  const { $schema, ...rest } = schema;
  return {
    $schema,
    $id: 'https://autopolis.lu/schemas/stock-feed.schema.json',
    title: 'Autopolis stock feed',
    ...rest,
  };
}

/** The feed's JSON Schema as the text of docs/stock-feed.schema.json. */
export function feedJsonSchemaText(): string {
  return `${JSON.stringify(feedJsonSchema(), null, 2)}\n`;
}

const CHUNK_CHARS = 64 * 1024;

/**
 * Writes a feed document lazily: one vehicle per line, handed out in chunks of about 64 KB, so a feed of
 * any size can be piped to a file (or to importFeed) without being held in memory.
 */
export function* feedDocumentText(vehicles: Iterable<FeedVehicle>, generatedAt: string): Generator<string> {
  let chunk = `{"generated_at":${JSON.stringify(generatedAt)},"vehicles":[`;
  let first = true;
  for (const vehicle of vehicles) {
    chunk += `${first ? '' : ','}\n${JSON.stringify(vehicle)}`;
    first = false;
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}\n]}\n`;
}
