import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/page/seo/site-url';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/studio/'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
