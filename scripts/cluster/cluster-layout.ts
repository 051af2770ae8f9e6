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
};

export function clusterLayout(root: string = process.cwd()): ClusterLayout {
  return {
    dir: path.join(root, '.data', 'cluster'),
    postgres: { version: '15', name: 'autopolis-cluster', port: 55432, database: 'autopolis', user: 'autopolis', password: 'autopolis-cluster' },
    redis: { port: 56379 },
    instances: [
      { name: 'a', port: 3101 },
      { name: 'b', port: 3102 },
    ],
    balancer: { port: 3100 },
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
      proxy_next_upstream error timeout http_502 http_503;
      # Which instance answered, for whoever measures.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}
