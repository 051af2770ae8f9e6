/**
 * Whether next/image may optimise a vehicle photo: site paths and Storyblok's CDN (the configured remote
 * pattern) yes; vector images and photos on other hosts (a feed may point anywhere) are served as they are.
 */
export function isOptimisableImage(url: string): boolean {
  if (/\.svg(\?|$)/i.test(url)) return false;
  return (url.startsWith('/') && !url.startsWith('//')) || url.startsWith('https://a.storyblok.com/');
}
