import { describe, expect, it } from 'vitest';
import { feedDocumentText } from '@/services/stock/feed-document';
import { feedVehicleSchema } from '@/services/stock/feed-vehicle';
import { feedRow } from '../fixtures/stock/feed-rows';

describe('feedDocumentText', () => {
  it('hands out the feed in chunks of at least 64 KB (but the last), which together are the feed document', () => {
    const rows = Array.from({ length: 120 }, (_, i) => feedVehicleSchema.parse(feedRow(i + 1)));
    const chunks = [...feedDocumentText(rows, '2026-11-01T06:00:00Z')];
    expect(JSON.parse(chunks.join(''))).toEqual({ generated_at: '2026-11-01T06:00:00Z', vehicles: rows });
    expect(chunks.length).toBeGreaterThan(1);
    const row = JSON.stringify(rows[0]).length;
    for (const chunk of chunks.slice(0, -1)) {
      expect(chunk.length).toBeGreaterThanOrEqual(64 * 1024);
      expect(chunk.length).toBeLessThan(64 * 1024 + row + 2);
    }
  });
});
