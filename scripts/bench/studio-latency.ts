import type { Page } from '@playwright/test';

/**
 * Keystroke-to-frame latency in the studio's page editor, measured inside the studio's own page: the clock
 * starts at the key's `keydown` (or at the `input` of a list box changed without a key) and stops when the
 * framed page's DOM shows the change (a MutationObserver on the frame's document, and a 10 ms poll that also
 * follows the frame to a new document). Neither Playwright's round trips nor the paint are in the figure.
 * The probe is a string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
 */
const PROBE = String.raw`(() => {
  if (window.__studioLatency) return;
  const norm = (text) => (text ?? '').replace(/\s+/g, ' ').trim();
  const frameDoc = () => document.querySelector('iframe[title^="Aperçu de"]')?.contentDocument ?? null;
  const probe = {
    mode: null,
    pending: [],
    done: [],
    keyAt: 0,
    heading: () => norm(frameDoc()?.querySelector('h1')?.textContent),
    count: () => {
      const doc = frameDoc();
      for (const p of doc ? doc.querySelectorAll('p') : []) {
        const text = norm(p.textContent);
        if (/^\d[\d\s]*résultat/.test(text)) return text;
      }
      return null;
    },
  };
  window.__studioLatency = probe;
  const check = () => {
    const now = performance.now();
    probe.pending = probe.pending.filter((entry) => {
      if (!entry.shown()) return true;
      probe.done.push(now - entry.started);
      return false;
    });
  };
  document.addEventListener('keydown', (event) => { probe.keyAt = event.timeStamp; }, true);
  document.addEventListener('input', (event) => {
    const target = event.target;
    if (!probe.mode || !(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
    const started = probe.keyAt > 0 && event.timeStamp - probe.keyAt < 1000 ? probe.keyAt : event.timeStamp;
    probe.keyAt = 0;
    if (probe.mode === 'heading') {
      // A trailing space shows nothing (the page's text is trimmed): it is seen with the next letter.
      if (/\s$/.test(target.value)) return;
      const value = norm(target.value);
      probe.pending.push({ started, shown: () => probe.heading().startsWith(value) });
    } else {
      const before = probe.count();
      probe.pending.push({ started, shown: () => { const now = probe.count(); return now !== null && now !== before; } });
    }
    check();
  }, true);
  let observed = null;
  let observer = null;
  setInterval(() => {
    const doc = frameDoc();
    if (doc && doc !== observed) {
      observer?.disconnect();
      observed = doc;
      observer = new MutationObserver(check);
      observer.observe(doc, { subtree: true, childList: true, characterData: true });
    }
    if (probe.pending.length > 0) check();
  }, 10);
})()`;

/** Between two keystrokes: a fast typist (about 8 characters a second). */
export const KEYSTROKE_PACE_MS = 120;
/** Between two changes of a list box, each waited for: a person choosing in a list. */
export const CHOICE_PACE_MS = 300;
/** Measured changes per figure, after a few that warm the server's paths up. */
export const SAMPLES = 50;
const WARM_UP = 3;
/** Appended to the hero's title: ASCII (keyboard.press knows these keys), 50 letters and more besides spaces. */
const TYPED = ' Essais et reprises a Bertrange, Niederkorn et Esch-sur-Alzette, chaque jour de la semaine';
const BRANDS = ['hyundai', 'kia', 'opel', 'jeep', 'mg', 'suzuki', 'ford', 'fiat', 'abarth', 'alfa-romeo'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits in the page until `condition` (an expression) holds. Not `page.waitForFunction`: it evaluates its
 * predicate as a string, which the studio's Content-Security-Policy forbids.
 */
function until(page: Page, condition: string, timeoutMs = 20_000): Promise<unknown> {
  return page.evaluate(`new Promise((done, fail) => {
    const started = performance.now();
    const timer = setInterval(() => {
      if (${condition}) done(clearInterval(timer));
      else if (performance.now() - started > ${timeoutMs}) {
        clearInterval(timer);
        fail(new Error(${JSON.stringify(`Not within ${timeoutMs / 1000} s: ${condition}`)}));
      }
    }, 10);
  })`);
}

async function settled(page: Page): Promise<number[]> {
  await until(page, 'window.__studioLatency.pending.length === 0');
  return page.evaluate<number[]>('window.__studioLatency.done.splice(0)');
}

async function openFrame(page: Page, mode: 'heading' | 'count', block: RegExp): Promise<void> {
  // The frame's page has loaded and its bridge answered: the editor's heading is in it.
  await page.frameLocator('iframe[title^="Aperçu de"]').locator('h1').first().waitFor({ timeout: 60_000 });
  await page.evaluate(PROBE);
  await page.evaluate(`window.__studioLatency.mode = '${mode}'`);
  await page.getByRole('button', { name: block }).first().click();
}

/**
 * Types into the hero's « Titre » on the editor page already open, appending to the title: one key every
 * KEYSTROKE_PACE_MS without waiting for the frame (latest wins: a later keystroke may show an earlier one), or
 * with `awaitEach`, each key shown before the next; returns the latency of each letter (spaces are seen with
 * the next letter).
 */
export async function heroTitleLatencies(page: Page, { awaitEach }: { awaitEach: boolean }): Promise<number[]> {
  await openFrame(page, 'heading', /^Bannière/);
  const title = page.getByRole('textbox', { name: /^Titre/ }).first();
  await title.click();
  await page.keyboard.press('End');
  const [heading, value] = await page.evaluate<[string, string]>(
    "[window.__studioLatency.heading(), document.activeElement.value.replace(/\\s+/g, ' ').trim()]",
  );
  if (heading !== value) throw new Error(`The frame's h1 (« ${heading} ») is not the hero's title (« ${value} »)`);
  const letters = [...TYPED];
  let typed = 0;
  const latencies: number[] = [];
  for (const character of letters) {
    await page.keyboard.press(character === ' ' ? 'Space' : character);
    if (character !== ' ') typed++;
    if (typed === WARM_UP) await settled(page);
    else if (awaitEach && typed > WARM_UP) latencies.push(...(await settled(page)));
    if (typed === WARM_UP + SAMPLES) break;
    await sleep(KEYSTROKE_PACE_MS);
  }
  if (typed < WARM_UP + SAMPLES) throw new Error('The typed text is shorter than the samples asked for');
  return [...latencies, ...(await settled(page))];
}

/**
 * Changes the stock list's « Marque imposée » on the editor page already open, from none to a brand and back,
 * waiting each time for the frame's result count to change; returns the latency of each change.
 */
export async function stockPresetLatencies(page: Page): Promise<number[]> {
  await openFrame(page, 'count', /^Recherche de stock/);
  await until(page, 'window.__studioLatency.count() !== null');
  const brand = page.getByRole('combobox', { name: /^Marque imposée/ }).first();
  const latencies: number[] = [];
  for (let change = 0; change < WARM_UP + SAMPLES; change++) {
    const value = change % 2 === 0 ? BRANDS[(change / 2) % BRANDS.length]! : '';
    await brand.selectOption({ value });
    const [latency] = await settled(page);
    if (latency === undefined) throw new Error(`No latency measured for the brand « ${value} »`);
    if (change >= WARM_UP) latencies.push(latency);
    await sleep(CHOICE_PACE_MS);
  }
  return latencies;
}

/** The nearest-rank quantile `q` (0.5, 0.95) of `values`. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}
