import { z } from 'zod';
import { StartRefusal } from './start-refusal';

const Env = z.object({
  NODE_ENV: z.string().optional(),
  SITE_URL: z.string().optional(),
  TRUSTED_PROXIES: z.string().optional(),
});

const absoluteHttp = z.url({ protocol: /^https?$/ });

/**
 * SITE_URL checked before the server starts (page/seo/site-url.ts would otherwise fall back to
 * http://localhost:3000 in canonical links, Open Graph and the sitemap). Required for a server of the public:
 * NODE_ENV=production (as server.ts sets it unless `--dev`) or TRUSTED_PROXIES set. `local` (`npm start`, this
 * machine only) gets http://localhost:PORT instead: the value to set and its one-line notice. Null: nothing to set.
 */
export function siteUrlAtStart(options: {
  env: Record<string, string | undefined>;
  local: boolean;
  port: number;
}): { siteUrl: string; notice: string } | null {
  const env = Env.parse(options.env);
  if (env.SITE_URL) {
    if (!absoluteHttp.safeParse(env.SITE_URL).success) {
      throw new StartRefusal(
        `SITE_URL must be an absolute http(s) address such as https://www.example.lu (got “${env.SITE_URL}”).`,
      );
    }
    return null;
  }
  if (options.local) {
    const siteUrl = `http://localhost:${options.port}`;
    return {
      siteUrl,
      notice: `SITE_URL is not set: npm start uses ${siteUrl} (set SITE_URL where the site serves the public).`,
    };
  }
  if (env.NODE_ENV === 'production' || env.TRUSTED_PROXIES?.trim()) {
    throw new StartRefusal(
      'SITE_URL is not set: a server for the public (npm run serve in production, its default, or with TRUSTED_PROXIES) needs the site’s public address, such as SITE_URL=https://www.example.lu (npm start sets http://localhost:PORT for this machine).',
    );
  }
  return null;
}
