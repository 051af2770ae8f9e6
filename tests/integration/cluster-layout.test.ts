import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clusterLayout, databaseUrl, nginxConfig, redisUrl } from '@/scripts/cluster/cluster-layout';
import { DRAFT_MODE_COOKIE } from '@/framework/next-internals';

/** `npm run cluster`: everything on loopback, nginx in front of every instance, a configuration nginx accepts. */
const root = mkdtempSync(path.join(tmpdir(), 'cluster-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const layout = clusterLayout(root);
const hasNginx = spawnSync('/usr/sbin/nginx', ['-v']).status === 0;

describe('the cluster layout', () => {
  it('listens on loopback only and balances over every instance', () => {
    const conf = nginxConfig(layout);
    // The balancer, and the static copies of pages the cluster bench compares it with.
    expect(conf.match(/^\s*listen .*$/gm)).toEqual([
      `    listen 127.0.0.1:${layout.balancer.port};`,
      `    listen 127.0.0.1:${layout.staticPages.port};`,
    ]);
    for (const instance of layout.instances) expect(conf).toContain(`server 127.0.0.1:${instance.port} `);
    expect(databaseUrl(layout)).toMatch(/^postgres:\/\/[^@]+@127\.0\.0\.1:\d+\//);
    expect(redisUrl(layout)).toMatch(/^redis:\/\/127\.0\.0\.1:\d+$/);
    expect(
      new Set([
        layout.balancer.port,
        layout.staticPages.port,
        layout.redis.port,
        layout.postgres.port,
        ...layout.instances.map((i) => i.port),
      ]).size,
    ).toBe(4 + layout.instances.length);
  });

  it('keeps answers a second in its cache, never private, no-store or draft ones, keyed by consent and locale', () => {
    const conf = nginxConfig(layout);
    expect(conf).toContain('proxy_cache_valid 200 301 308 404 1s;');
    expect(conf).toMatch(/map \$upstream_http_cache_control \$uncacheable \{\s*~\*\(no-store\|private\|no-cache\) 1;/);
    expect(conf).toContain(`proxy_no_cache $cookie_${DRAFT_MODE_COOKIE} $uncacheable;`);
    expect(conf).toContain(`proxy_cache_bypass $cookie_${DRAFT_MODE_COOKIE};`);
    expect(conf).toContain('proxy_cache_key "$scheme$host$request_uri|$cookie_site_consent|$cookie_NEXT_LOCALE";');
  });

  it.skipIf(!hasNginx)('nginx accepts its configuration (nginx -t)', () => {
    mkdirSync(layout.dir, { recursive: true });
    const file = path.join(layout.dir, 'nginx.conf');
    writeFileSync(file, nginxConfig(layout));
    const check = spawnSync('/usr/sbin/nginx', ['-t', '-p', layout.dir, '-c', file], { encoding: 'utf8' });
    expect(check.stderr).toContain('test is successful');
  });
});
