import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const TSX = path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs');

/** Runs a command-line script as `npm run` does, with only the given Storyblok settings in its environment. */
function run(script: string, env: Record<string, string>, args: string[] = []) {
  const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('STORYBLOK_')));
  const result = spawnSync(process.execPath, [TSX, script, ...args], {
    env: { ...base, ...env } as NodeJS.ProcessEnv,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr.trim() };
}

/** One sentence on one line, no stack trace. */
function expectOneSentence(stderr: string, mentions: string) {
  expect(stderr.split('\n')).toHaveLength(1);
  expect(stderr).toContain(mentions);
  expect(stderr).not.toMatch(/\n\s+at |Error:/);
}

// Without credentials nothing reaches the network: these run the same with or without it.
describe('schemas:pull and schemas:push without credentials', () => {
  it('pull says the token is missing in one sentence and exits 1', () => {
    const result = run('scripts/schemas-pull.ts', {});
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expectOneSentence(result.stderr, 'STORYBLOK_PERSONAL_ACCESS_TOKEN is not set');
  });

  it('push says the space is missing or not a number in one sentence and exits 1', () => {
    const missing = run('scripts/schemas-push.ts', { STORYBLOK_PERSONAL_ACCESS_TOKEN: 'token' });
    expect(missing.status).toBe(1);
    expectOneSentence(missing.stderr, 'STORYBLOK_SPACE_ID is not set');
    const wrong = run('scripts/schemas-push.ts', {
      STORYBLOK_PERSONAL_ACCESS_TOKEN: 'token',
      STORYBLOK_SPACE_ID: '12ab',
    });
    expect(wrong.status).toBe(1);
    expectOneSentence(wrong.stderr, "STORYBLOK_SPACE_ID must be the space's numeric id");
  });

  it('pull refuses an unknown region and unknown arguments in one sentence', () => {
    const region = run('scripts/schemas-pull.ts', {
      STORYBLOK_PERSONAL_ACCESS_TOKEN: 'token',
      STORYBLOK_SPACE_ID: '1',
      STORYBLOK_REGION: 'mars',
    });
    expect(region.status).toBe(1);
    expectOneSentence(region.stderr, 'STORYBLOK_REGION must be one of eu, us, ca, ap, cn');
    const args = run('scripts/schemas-pull.ts', {}, ['--force']);
    expect(args.status).toBe(1);
    expectOneSentence(args.stderr, 'schemas:pull takes only --out <dir>');
  });
});
