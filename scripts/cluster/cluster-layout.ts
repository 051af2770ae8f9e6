import path from 'node:path';
import { DRAFT_MODE_COOKIE } from '../../framework/next-internals';
import { LOCALE_COOKIE } from '../../i18n/locales';
import { CONSENT_COOKIE } from '../../site/consent/consent-cookie';

/**
 * What `npm run cluster` runs on loopback, and where: a PostgreSQL cluster of its own, Redis, two site
 * instances and nginx in front of them. The same pieces a real deployment takes as managed services
 * (a PostgreSQL server, a Redis, a load balancer).
 */
export type ClusterLayout = {
  dir: string;
  postgres: { version: string; name: string; port: number; database: string; user: string; password: string };
  redis: { port: number };
  instances: { name: string; port: number }[];
  balancer: { port: number };
  /** nginx serving saved copies of pages as plain files: the reference `npm run bench -- --cluster` compares with. */
  staticPages: { port: number; dir: string };
};

export function clusterLayout(root: string = process.cwd()): ClusterLayout {
  return {
    dir: path.join(root, '.data', 'cluster'),
    postgres: {
      version: '15',
      name: 'autopolis-cluster',
      port: 55432,
      database: 'autopolis',
      user: 'autopolis',
      password: 'autopolis-cluster',
    },
    redis: { port: 56379 },
    instances: [
      { name: 'a', port: 3301 },
      { name: 'b', port: 3302 },
    ],
    // Clear of Playwright's 3100 (E2E_PORT and the +95…+98 beside it), bench's 3200/3201, lighthouse's 3210
    // and screens' 3250: the cluster may run while any of them does.
    balancer: { port: 3300 },
    staticPages: { port: 3303, dir: path.join(root, '.data', 'cluster', 'static-pages') },
  };
}

export function databaseUrl({ postgres }: ClusterLayout): string {
  return `postgres://${postgres.user}:${postgres.password}@127.0.0.1:${postgres.port}/${postgres.database}`;
}

export function redisUrl({ redis }: ClusterLayout): string {
  return `redis://127.0.0.1:${redis.port}`;
}

/**
 * nginx's configuration: its own prefix (pid, logs, temporary files) under the cluster's folder, the two
 * instances round-robin behind one loopback port, and a shared HTTP cache in front of them that keeps an
 * answer one second (a micro-cache). The site's own `s-maxage` is a year, for a CDN that purges by tag
 * (`Cache-Tag`); nginx cannot purge by tag, so it keeps pages only as long as a visitor may see an old one
 * after a publish. It caches what the instances would share anyway: not an answer marked private or
 * no-store (drafts, forms, the unavailable view), nothing with a Set-Cookie, nothing in draft mode; the
 * consent choice (it changes the CSP) and the locale cookie are part of the key.
 */
export function nginxConfig(layout: ClusterLayout): string {
  const dir = layout.dir;
  return `# Written by npm run cluster; rewritten on every start.
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'nginx-error.log')} warn;
events { worker_connections 256; }
http {
  access_log ${path.join(dir, 'nginx-access.log')};
  client_body_temp_path ${path.join(dir, 'nginx-temp-body')};
  proxy_temp_path ${path.join(dir, 'nginx-temp-proxy')};
  fastcgi_temp_path ${path.join(dir, 'nginx-temp-fastcgi')};
  uwsgi_temp_path ${path.join(dir, 'nginx-temp-uwsgi')};
  scgi_temp_path ${path.join(dir, 'nginx-temp-scgi')};
  proxy_cache_path ${path.join(dir, 'nginx-cache')} levels=1:2 keys_zone=pages:10m max_size=256m inactive=10m use_temp_path=off;
  map $upstream_http_cache_control $uncacheable {
    ~*(no-store|private|no-cache) 1;
    default 0;
  }
  upstream autopolis {
${layout.instances.map((i) => `    server 127.0.0.1:${i.port} max_fails=2 fail_timeout=5s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${layout.balancer.port};
    client_max_body_size 2m;
    location / {
      proxy_pass http://autopolis;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A connection refused or reset (an instance stopped or killed) is tried on the other instance, for
      # GET and HEAD only (nginx's default without non_idempotent: a form sent twice would be stored twice).
      # Not a 503: the instances answer it when the shared database is down, the other would answer the
      # same, and counting it as a failure would mark both instances down (then nginx answers 502).
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_cache pages;
      proxy_cache_key "$scheme$host$request_uri|$cookie_${CONSENT_COOKIE}|$cookie_${LOCALE_COOKIE}";
      proxy_cache_bypass $cookie_${DRAFT_MODE_COOKIE};
      proxy_no_cache $cookie_${DRAFT_MODE_COOKIE} $uncacheable;
      proxy_ignore_headers Cache-Control Expires;
      proxy_cache_valid 200 301 308 404 1s;
      # One request per page goes to an instance when it expires; the others get the answer it replaces.
      proxy_cache_lock on;
      proxy_cache_use_stale updating;
      proxy_cache_background_update on;
      # Which instance answered (empty for a cache hit) and whether the cache did, for whoever measures.
      add_header X-Upstream $upstream_addr always;
      add_header X-Cache $upstream_cache_status always;
    }
  }
  server {
    listen 127.0.0.1:${layout.staticPages.port};
    root ${layout.staticPages.dir};
    location / {
      try_files $uri =404;
    }
  }
}
`;
}
