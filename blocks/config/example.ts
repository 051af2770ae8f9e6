import type { BlockMap } from '@/vocabulary/block-types';

const storyLink = (slug: string) => ({
  fieldtype: 'multilink' as const,
  id: `story-${slug.replaceAll('/', '-')}`,
  url: '',
  cached_url: slug,
  linktype: 'story' as const,
});

const navLink = (uid: string, label: string, slug: string): BlockMap['nav_link'] => ({
  _uid: `example-config-${uid}`,
  component: 'nav_link',
  label,
  link: storyLink(slug),
});

const brand = (name: string, slug: string, tagline: string): BlockMap['brand_link'] => ({
  _uid: `example-config-brand-${slug}`,
  component: 'brand_link',
  name,
  tagline,
  link: storyLink(`marques/${slug}`),
});

const social = (network: BlockMap['social_link']['network'], url: string): BlockMap['social_link'] => ({
  _uid: `example-config-social-${network}`,
  component: 'social_link',
  network,
  link: { fieldtype: 'multilink', id: '', url, cached_url: url, linktype: 'url', target: '_blank' },
});

export const configExample: BlockMap['config'] = {
  _uid: 'example-config',
  component: 'config',
  site_name: 'Autopolis',
  main_navigation: [
    navLink('nav-stock', 'Véhicules en stock', 'stock'),
    {
      _uid: 'example-config-nav-brands',
      component: 'nav_brands_menu',
      label: 'Marques',
      brands: [
        brand('Veloria', 'veloria', 'Citadines électriques'),
        brand('Nordhaven', 'nordhaven', 'SUV et breaks'),
        brand('Castellane', 'castellane', 'Berlines premium'),
        brand('Ardent', 'ardent', 'Hybrides rechargeables'),
        brand('Moselle Motors', 'moselle-motors', 'Utilitaires'),
        brand('Kestrel', 'kestrel', 'Sportives compactes'),
      ],
      all_brands_link: storyLink('marques'),
    },
    navLink('nav-leasing', 'Leasing', 'leasing'),
    navLink('nav-atelier', 'Atelier', 'atelier'),
    navLink('nav-concessions', 'Concessions', 'concessions'),
    navLink('nav-news', 'Actualités', 'news/'),
  ],
  footer_columns: [
    {
      _uid: 'example-config-footer-buy',
      component: 'footer_column',
      title: 'Acheter',
      links: [
        navLink('footer-stock', 'Véhicules en stock', 'stock'),
        navLink('footer-brands', 'Nos marques', 'marques'),
        navLink('footer-promises', 'Nos promesses', 'nos-promesses'),
      ],
    },
    {
      _uid: 'example-config-footer-services',
      component: 'footer_column',
      title: 'Services',
      links: [
        navLink('footer-leasing', 'Leasing', 'leasing'),
        navLink('footer-trade-in', 'Reprise de votre véhicule', 'reprise'),
        navLink('footer-workshop', 'Atelier et entretien', 'atelier'),
      ],
    },
    {
      _uid: 'example-config-footer-group',
      component: 'footer_column',
      title: 'Autopolis',
      links: [
        navLink('footer-locations', 'Nos concessions', 'concessions'),
        navLink('footer-jobs', 'Emplois', 'emplois'),
        navLink('footer-legal', 'Mentions légales', 'mentions-legales'),
        navLink('footer-privacy', 'Protection des données', 'protection-des-donnees'),
      ],
    },
  ],
  phone: '+352 26 31 00 00',
  email: 'contact@autopolis.example',
  address: 'Autopolis Bertrange\n12, route d’Arlon\nL-8009 Bertrange',
  social_links: [
    social('facebook', 'https://www.facebook.com/autopolis.example'),
    social('instagram', 'https://www.instagram.com/autopolis.example'),
    social('linkedin', 'https://www.linkedin.com/company/autopolis-example'),
    social('youtube', 'https://www.youtube.com/@autopolis-example'),
  ],
  legal_text: 'Autopolis S.A., RCS Luxembourg B 000000 (société fictive).',
};
