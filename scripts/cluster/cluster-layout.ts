import path from 'node:path';

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
    postgres: { version: '15', name: 'autopolis-cluster', port: 55432, database: 'autopolis', user: 'autopolis', password: 'autopolis-cluster' },
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
 * instances round-robin behind one loopback port. No proxy cache: every answer comes from an instance,
 * so what the instances serve is what a visitor sees (a CDN in front would follow `Cache-Control`).
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
      # Which instance answered, for whoever measures.
      add_header X-Upstream $upstream_addr always;
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
