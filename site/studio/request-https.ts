import { headers } from 'next/headers';

/** Whether this request came over https (a trusted proxy's X-Forwarded-Proto, else SITE_URL): the cookie's Secure. */
export async function requestIsHttps(): Promise<boolean> {
  const proto = (await headers()).get('x-forwarded-proto')?.split(',')[0]?.trim();
  return proto === 'https' || (proto === undefined && (process.env.SITE_URL ?? '').startsWith('https:'));
}
