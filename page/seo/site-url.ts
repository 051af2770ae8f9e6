/** The public origin of the site (absolute URLs in canonical links, Open Graph and the sitemap). */
export function siteUrl(): URL {
  const raw = process.env.SITE_URL || 'http://localhost:3000';
  try {
    return new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as https://www.example.lu (got "${raw}")`);
  }
}

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl()).toString();
}
