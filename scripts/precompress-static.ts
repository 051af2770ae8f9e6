import path from 'node:path';
import { precompressStatic } from '@/server/precompressed-static';

/**
 * After `next build` (part of `npm run build`): Brotli and gzip copies of the build's scripts and
 * stylesheets, which server.ts sends in place of compressing them on every request.
 */
const totals = precompressStatic(path.join(process.cwd(), '.next'));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `Precompressed ${totals.files} scripts and stylesheets: ${kb(totals.bytes)} → ${kb(totals.br)} Brotli, ${kb(totals.gzip)} gzip.`,
);
