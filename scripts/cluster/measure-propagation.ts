import { parseArgs } from 'node:util';
import { measurePropagation, quantile } from './propagation';

/**
 * How long a publish through one instance takes to show on another (`npm run cluster` running, started
 * with `CONTENT_MANAGEMENT_TOKEN`): `npx tsx scripts/cluster/measure-propagation.ts [--tries 10]` changes
 * the FAQ's title through instance a's management API, publishes it, then polls instance b directly (its
 * own port, not nginx) until its page carries the new title. Prints each delay, p50 and p95; puts the
 * title back at the end. `npm run bench -- --cluster` measures the same (propagation.ts) on a cluster of its own.
 */
const { values } = parseArgs({
  options: { tries: { type: 'string', default: '10' }, slug: { type: 'string', default: 'faq' } },
});
const token = process.env.CONTENT_MANAGEMENT_TOKEN;
if (!token) throw new Error('Set CONTENT_MANAGEMENT_TOKEN to the value the cluster was started with.');
const delays = await measurePropagation({
  token,
  tries: Number(values.tries),
  slug: values.slug,
  log: (line) => console.log(line),
});
const at = (q: number) => Math.round(quantile(delays, q));
console.log(
  `publish on a → new page on b: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms over ${delays.length} tries`,
);
