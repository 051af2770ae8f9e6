import { beforeAll, describe, expect, it } from 'vitest';
import { loadDemoCatalogue, type DemoModel, type DemoTrim } from '@/services/stock/demo/demo-catalogue';
import { STANDARD_EQUIPMENT } from '@/services/stock/demo/demo-equipment';
import { MODEL_FACTS } from '@/services/stock/demo/demo-model-facts';
import { DEMO_STOCK_DATE, generateDemoStock } from '@/services/stock/demo/generate-demo-stock';
import type { FeedVehicle } from '@/services/stock/feed-vehicle';
import { NEW_CAR_PROMISES, USED_CAR_PROMISES, vehiclePromises } from '@/services/stock/vehicle-promises';

/*
 * The whole demo stock the site is ever given, walked vehicle by vehicle: `db:seed` (600), the tests (10 to
 * 600) and the bench (100 000) all use seed 1, and vehicle n depends only on the seed and n, so the first
 * 100 000 of seed 1 hold every one of them. Whatever a visitor can see must be possible: no car older than
 * its model, no equipment its trim does not have, no promise made for the other condition.
 */
const WALKED = 100_000;
const THIS_YEAR = Number(DEMO_STOCK_DATE.slice(0, 4));

let catalogue: DemoModel[];
beforeAll(() => {
  catalogue = loadDemoCatalogue();
});

type Problem = string;

/** Everything wrong with one vehicle, in words (empty when it could be in a real showroom). */
function problemsOf(v: FeedVehicle, model: DemoModel | undefined): Problem[] {
  const key = `${v.make}/${v.model}`;
  const facts = MODEL_FACTS[key];
  const trimIndex = model?.trims.findIndex((t) => t.name === v.trim) ?? -1;
  const trim = model?.trims[trimIndex];
  if (!model || !trim || !facts) return [`${key} ${v.trim}: not in the catalogue or its facts`];
  const problems: Problem[] = [];
  const name = `${v.id} ${key} ${v.trim} (${v.condition} ${v.year})`;

  const launch = facts.from?.[trim.name] ?? facts.launch;
  if (v.year < launch) problems.push(`${name}: before its launch in ${launch}`);
  if (v.year > THIS_YEAR) problems.push(`${name}: after ${THIS_YEAR}`);
  const registered = v.first_registration ? Number(v.first_registration.slice(0, 4)) : null;
  if (registered !== null && (registered < launch || registered > THIS_YEAR))
    problems.push(`${name}: registered in ${registered}`);

  const grade = facts.grades[trimIndex] ?? -1;
  const own = new Set(trim.highlights);
  // What a better-equipped trim of the model has and this one does not: never on this one.
  const above = model.trims.filter((t, i) => (facts.grades[i] ?? -1) > grade).flatMap((t) => t.highlights);
  const aboveNames = new Set(above.filter((h) => !own.has(h)));
  for (const { name: item } of v.equipment) {
    if (own.has(item)) continue;
    const standard = STANDARD_EQUIPMENT.find((s) => s.name === item);
    if (!standard) problems.push(`${name}: « ${item} » is neither its highlight nor standard equipment`);
    else if (standard.tier > grade) problems.push(`${name}: « ${item} » is above its grade ${grade}`);
    else if (standard.when && !standard.when(trim)) problems.push(`${name}: « ${item} » does not fit it`);
    else if (aboveNames.has(item)) problems.push(`${name}: « ${item} » belongs to a better trim`);
  }

  // The hybrid kind: on hybrids only, plug-in exactly when there is a battery, the trim's own.
  const hybrid = v.fuel === 'gasoline-hybrid' || v.fuel === 'diesel-hybrid';
  if (hybrid !== (v.hybrid_kind !== null)) problems.push(`${name}: ${v.fuel} with hybrid kind ${v.hybrid_kind}`);
  if (hybrid && (v.hybrid_kind === 'plug-in') !== (v.battery_kwh !== null))
    problems.push(`${name}: ${v.hybrid_kind} hybrid with a battery of ${v.battery_kwh} kWh`);
  if (v.hybrid_kind !== null && /\bMHEV\b|Mild Hybrid/i.test(v.trim) && v.hybrid_kind !== 'mild')
    problems.push(`${name}: a mild hybrid by its name said ${v.hybrid_kind}`);
  if (hybrid && !/MHEV|HEV|Hybrid|PHEV|Plug-in|4xe|Ibrida|Boosterjet|Dualjet/i.test(v.trim) && !facts.hybrid)
    problems.push(`${name}: no hybrid kind for the model`);

  const promises = vehiclePromises(v.condition);
  const wanted: readonly string[] = v.condition === 'new' ? NEW_CAR_PROMISES : USED_CAR_PROMISES;
  const wrong = promises.filter((p) => !wanted.includes(p));
  if (wrong.length > 0) problems.push(`${name}: promises ${wrong.join(', ')}`);
  if (wanted.some((p) => !promises.includes(p as never))) problems.push(`${name}: misses promises of its condition`);
  return problems;
}

describe('the demo stock is believable', () => {
  it('has the facts of every model of the catalogue, one grade per trim', () => {
    for (const model of catalogue) {
      const facts = MODEL_FACTS[`${model.make}/${model.model}`];
      expect(facts, `${model.make}/${model.model}`).toBeDefined();
      expect(facts?.grades, `${model.make}/${model.model}`).toHaveLength(model.trims.length);
      for (const trim of Object.keys(facts?.from ?? {}))
        expect(
          model.trims.map((t) => t.name),
          `${model.make}/${model.model}`,
        ).toContain(trim);
    }
  });

  it(
    `walks the first ${WALKED} vehicles: possible years, the trim's own equipment, promises of the condition`,
    {
      timeout: 120_000,
    },
    () => {
      const byKey = new Map(catalogue.map((m) => [`${m.make}/${m.model}`, m]));
      const problems: Problem[] = [];
      let conditions = 0;
      for (const vehicle of generateDemoStock({ count: WALKED })) {
        problems.push(...problemsOf(vehicle, byKey.get(`${vehicle.make}/${vehicle.model}`)));
        if (vehicle.condition === 'used') conditions++;
      }
      // The first problems say what is wrong; the count says how widespread.
      expect(problems.slice(0, 12), `${problems.length} problems`).toEqual([]);
      expect(conditions).toBeGreaterThan(WALKED / 4);
    },
  );

  it('finds the impossible: a car older than its model, a better trim’s equipment, a used-car promise when new', () => {
    const frontera = catalogue.find((m) => m.model === 'frontera')!;
    const trim = frontera.trims[0] as DemoTrim;
    const [first] = generateDemoStock({ count: 1 });
    const base = { ...first!, make: 'opel', model: 'frontera', trim: trim.name, equipment: [] };
    expect(problemsOf({ ...base, condition: 'used', year: 2021, first_registration: '2021-03-01' }, frontera)).toEqual([
      expect.stringMatching(/before its launch in 2024/),
      expect.stringMatching(/registered in 2021/),
    ]);
    const top = frontera.trims.at(-1)!;
    const better = top.highlights.find((h) => !trim.highlights.includes(h))!;
    expect(
      problemsOf(
        {
          ...base,
          condition: 'used',
          year: 2025,
          first_registration: '2025-02-01',
          equipment: [{ category: 'comfort', name: better }],
        },
        frontera,
      ),
    ).toEqual([expect.stringMatching(/belongs to a better trim|neither its highlight/)]);
  });
});
