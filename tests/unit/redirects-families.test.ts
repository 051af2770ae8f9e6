import { describe, expect, it } from 'vitest';
import { familyOf, familyTarget } from '@/services/redirects/family-rules';
import { normaliseOldAddress } from '@/services/redirects/old-address';
import { stockAddressFromOldFilters } from '@/services/redirects/old-stock-filters';
import { siteIndexFromPaths } from '@/services/redirects/site-index';

/** A small site: a few brands and models, one offer whose slug prefixes another's, the usual pages. */
const INDEX = siteIndexFromPaths([
  '/',
  '/brands',
  '/stock',
  '/kia',
  '/kia/ev3',
  '/kia/xceed',
  '/kia/tous-les-modeles',
  '/hyundai',
  '/hyundai/ioniq-5',
  '/alfa-romeo',
  '/alfa-romeo/tonale',
  '/corvette',
  '/private-lease',
  '/private-lease/kia-picanto',
  '/private-lease/kia-picanto-gt',
  '/business-lease',
  '/entreprise/fleet-leasing',
  '/services',
  '/services/leasing',
  '/services/revision',
  '/services/pneus-et-gardiennage',
  '/services/service-apres-vente',
  '/reserver-un-essai',
  '/contact',
  '/formulaires/demande-offre-pneus',
  '/formulaires/estimation-reprise',
  '/formulaires/prise-de-rendez-vous-pneus-roues',
  '/formulaires/prise-de-rendez-vous-pneus-roues-esch',
  '/news',
  '/news/kia-ev4-arrive',
  '/carrieres',
  '/carrieres/portraits-de-collaborateurs',
  '/offres',
  '/offres/offre-pneus-hiver',
  '/carrieres/mecanicien-automobile-bertrange',
  '/concessions',
  '/concessions/bertrange',
  '/concessions/esch-sur-alzette',
  '/faq',
]);

function answer(url: string, index = INDEX) {
  const [path = '', search = ''] = url.split('?');
  return familyTarget(normaliseOldAddress(path, search), index);
}
const target = (url: string, index = INDEX) => answer(url, index)?.target ?? null;

describe('family: home', () => {
  it('/fr is the home page', () => {
    expect(answer('/fr')).toEqual({ family: 'home', target: '/' });
  });
});

describe('family: new cars', () => {
  it('a model goes to its page, found by slug or by its letters', () => {
    expect(answer('/fr/vehicules-neufs/kia/ev3')).toEqual({ family: 'new-cars', target: '/kia/ev3' });
    expect(target('/fr/vehicules-neufs/hyundai/ioniq5')).toBe('/hyundai/ioniq-5');
    expect(target('/fr/vehicules-neufs/kia/x-ceed/fiche-technique')).toBe('/kia/xceed');
  });

  it('a model without a page goes to its brand page; an old brand spelling is the brand', () => {
    expect(target('/fr/vehicules-neufs/kia/stinger')).toBe('/kia');
    expect(target('/fr/vehicules-neufs/alfa/tonale')).toBe('/alfa-romeo/tonale');
    expect(target('/fr/vehicules-neufs/chevrolet/camaro')).toBe('/corvette');
    expect(target('/fr/vehicules-neufs/kia')).toBe('/kia');
  });

  it('a brand the group no longer sells goes to the stock; the overview to the brands', () => {
    expect(target('/fr/vehicules-neufs/ssangyong/tivoli')).toBe('/stock');
    expect(target('/fr/vehicules-neufs/peugeot')).toBe('/stock');
    expect(target('/fr/vehicules-neufs/opel/corsa')).toBe('/stock'); // a make without a brand page on this site
    expect(target('/fr/vehicules-neufs')).toBe('/brands');
    expect(target('/fr/vehicules-neufs', siteIndexFromPaths(['/', '/stock']))).toBe('/stock');
  });

  it('new cars in stock go to the stock listing of new cars of the brand, filters translated', () => {
    expect(answer('/fr/vehicules-neufs/en-stock/kia')).toEqual({
      family: 'new-cars-in-stock',
      target: '/stock?brand=kia&condition=new',
    });
    expect(target('/fr/vehicules-neufs/en-stock/ssangyong?page=2')).toBe('/stock?condition=new');
    expect(target('/fr/vehicules-neufs/en-stock?fuel=electrique')).toBe('/stock?condition=new&fuel=electric');
  });
});

describe('family: used stock listings', () => {
  it('the listing and its pages go to /stock, the page number dropped (both pager forms)', () => {
    expect(answer('/fr/vehicules-occasion-stock')).toEqual({ family: 'used-stock', target: '/stock' });
    expect(target('/fr/vehicules-occasion-stock?page=12')).toBe('/stock');
    expect(target('/fr/vehicules-occasion-stock?page=12,0')).toBe('/stock');
  });

  it('a brand and model of the path become the brand and model filters', () => {
    expect(target('/fr/vehicules-occasion-stock/kia')).toBe('/stock?brand=kia');
    expect(target('/fr/vehicules-occasion-stock/kia/ev3')).toBe('/stock?brand=kia&model=ev3');
    expect(target('/fr/vehicules-occasion-stock/hyundai/ioniq5')).toBe('/stock?brand=hyundai&model=ioniq-5');
    expect(target('/fr/vehicules-occasion-stock/kia/rio')).toBe('/stock?brand=kia');
    expect(target('/fr/vehicules-occasion-stock/volkswagen/golf')).toBe('/stock');
  });

  it.each([
    ['fuel=essence', 'fuel=gasoline'],
    ['fuel=diesel', 'fuel=diesel'],
    ['fuel=electrique', 'fuel=electric'],
    ['fuel=hybride-essence', 'fuel=gasoline-hybrid'],
    ['fuel=hybride-diesel', 'fuel=diesel-hybrid'],
    ['fuel[diesel]=diesel&fuel[essence]=essence', 'fuel=diesel,gasoline'],
    ['fuel=essence,diesel', 'fuel=gasoline,diesel'],
    ['transmission=manuelle', 'transmission=manual'],
    ['transmission=automatique', 'transmission=automatic'],
    ['car_type=suv', 'body=suv'],
    ['car_type=break', 'body=estate'],
    ['car_type=berline', 'body=sedan'],
    ['car_type=citadine', 'body=city'],
    ['car_type=monospace', 'body=mpv'],
    ['car_type=cabriolet', 'body=convertible'],
    ['car_type=coupe', 'body=coupe'],
    ['car_type=utilitaire', 'body=van'],
    ['car_type=pick-up', 'body=pickup'],
    ['brand_id=14', 'brand=kia'],
    ['brand_id=22', 'brand=alfa-romeo'],
    ['price_min=10000&price_max=25000', 'price_min=10000&price_max=25000'],
    ['price_min=25000&price_max=10000', 'price_min=10000&price_max=25000'],
    ['price_max=15.000', 'price_max=15000'],
    ['km_min=1000&km_max=80000', 'mileage_min=1000&mileage_max=80000'],
    ['sort_by=field_price_value&sort_order=DESC', 'sort=price_desc'],
    ['sort_by=field_mileage_value&sort_order=ASC', 'sort=mileage_asc'],
    ['sort_by=field_year_value', 'sort=year_asc'],
    ['sort_by=field_year_value&sort_order=DESC', 'sort=year_desc'],
  ])('?%s → ?%s', (old, now) => {
    expect(target(`/fr/vehicules-occasion-stock?${old}`)).toBe(`/stock?${now}`);
  });

  it('drops what has no new equivalent: power, page, Drupal’s “All”, unknown values and brands, other parameters', () => {
    expect(target('/fr/vehicules-occasion-stock?power_min=100&power_max=200&page=3')).toBe('/stock');
    expect(
      target(
        '/fr/vehicules-occasion-stock?fuel=All&transmission=All&car_type=All&brand_id=All&price_min=&km_max=&sort_by=field_price_value&sort_order=ASC',
      ),
    ).toBe('/stock');
    expect(target('/fr/vehicules-occasion-stock?fuel=gpl&car_type=limousine&transmission=cvt&sort_by=title')).toBe(
      '/stock',
    );
    expect(target('/fr/vehicules-occasion-stock?brand_id=33&brand_id=999&brand_id=abc')).toBe('/stock');
    expect(target('/fr/vehicules-occasion-stock?price_min=cheap&km_max=-5&colour=rouge')).toBe('/stock');
  });

  it('the brand of the path wins over brand_id; filters combine in the order of /stock links', () => {
    expect(target('/fr/vehicules-occasion-stock/kia?brand_id=12&fuel=diesel')).toBe('/stock?brand=kia&fuel=diesel');
    expect(
      target(
        '/fr/vehicules-occasion-stock?sort_by=field_price_value&sort_order=DESC&km_max=50000&car_type=suv&transmission=automatique&fuel=hybride-essence&brand_id=12&page=4,0',
      ),
    ).toBe(
      '/stock?brand=hyundai&fuel=gasoline-hybrid&transmission=automatic&body=suv&mileage_max=50000&sort=price_desc',
    );
  });

  it('keeps a model only with its brand', () => {
    expect(stockAddressFromOldFilters('/stock', new URLSearchParams(), { model: 'ev3' })).toBe('/stock');
  });
});

describe('family: old vehicle pages', () => {
  it('a vehicle without a row goes to its model’s listing, else its brand page, else the stock', () => {
    expect(answer('/fr/vehicules-occasion-stock/kia/ev3/18234')).toEqual({
      family: 'old-vehicle',
      target: '/stock?brand=kia&model=ev3',
    });
    expect(target('/fr/vehicules-occasion-stock/kia/rio/18234')).toBe('/kia');
    expect(target('/fr/vehicules-occasion-stock/opel/corsa/18234')).toBe('/stock');
    expect(target('/fr/vehicules-occasion-stock/peugeot/208/18234?fuel=diesel')).toBe('/stock');
  });
});

describe('family: leasing', () => {
  it('a private lease offer goes to the offer of that slug, or the longest offer its slug begins with', () => {
    expect(answer('/fr/leasing/private-lease/kia-picanto')).toEqual({
      family: 'leasing',
      target: '/private-lease/kia-picanto',
    });
    expect(target('/fr/leasing/private-lease/kia-picanto-gt-line-2023')).toBe('/private-lease/kia-picanto-gt');
    expect(target('/fr/leasing/private-lease/kia-picanto-2024')).toBe('/private-lease/kia-picanto');
    expect(target('/fr/leasing/private-lease/kia-ceed')).toBe('/private-lease');
    expect(target('/fr/leasing/private-lease')).toBe('/private-lease');
  });

  it('a fleet offer goes to the business offer of its model when there is one', () => {
    const index = siteIndexFromPaths([
      '/',
      '/business-lease',
      '/entreprise/offres/opel-vivaro-electric-business',
      '/entreprise/offres/kia-ev3',
    ]);
    expect(target('/fr/leasing/fleet/opel-vivaro-electric', index)).toBe(
      '/entreprise/offres/opel-vivaro-electric-business',
    );
    expect(target('/fr/leasing/fleet/kia-ev3-business', index)).toBe('/entreprise/offres/kia-ev3');
    expect(target('/fr/leasing/fleet/kia-ev6-business', index)).toBe('/business-lease');
  });

  it('fleet offers go to business lease; the leasing section to the leasing service', () => {
    expect(target('/fr/leasing/fleet/opel-vivaro-electric')).toBe('/business-lease');
    expect(target('/fr/leasing/fleet/x', siteIndexFromPaths(['/', '/entreprise/fleet-leasing']))).toBe(
      '/entreprise/fleet-leasing',
    );
    expect(target('/fr/leasing')).toBe('/services/leasing');
  });
});

describe('family: campaigns', () => {
  it.each([
    '/fr/prise-de-rendez-vous-kia-autofestival',
    '/fr/prise-de-rendez-vous-alfa-romeo-autofestival',
    '/fr/conditions-autofestival-hyundai',
    '/fr/formulaire-autofestival-private-lease-mg',
  ])('%s, a retired campaign, goes home', (path) => {
    expect(answer(path)).toEqual({ family: 'campaign', target: '/' });
  });

  it('a special offer goes to the promotion of that slug, else to the current offers, else home', () => {
    expect(answer('/fr/nos-offres-speciales/offre-pneus-hiver')).toEqual({
      family: 'campaign',
      target: '/offres/offre-pneus-hiver',
    });
    expect(target('/fr/nos-offres-speciales/offre_pneus_hiver')).toBe('/offres/offre-pneus-hiver');
    expect(answer('/fr/nos-offres-speciales/black-friday-2022')).toEqual({ family: 'campaign', target: '/offres' });
    expect(answer('/fr/nos-offres-speciales')).toEqual({ family: 'campaign', target: '/offres' });
    expect(target('/fr/nos-offres-speciales/black-friday-2022', siteIndexFromPaths(['/']))).toBe('/');
  });
});

describe('family: forms', () => {
  it('the test drive, known forms, tyre appointments per site; an unknown form → contact', () => {
    expect(answer('/fr/demande-dessai')).toEqual({ family: 'form', target: '/reserver-un-essai' });
    expect(target('/fr/form/demande-d-information?brand=kia&from_nid=1234&node=88&range=suv')).toBe(
      '/contact?sujet=information',
    );
    expect(target('/fr/form/estimation-reprise')).toBe('/formulaires/estimation-reprise');
    expect(target('/fr/form/prise-de-rendez-vous-pneus-esch')).toBe(
      '/formulaires/prise-de-rendez-vous-pneus-roues-esch',
    );
    expect(target('/fr/prise-de-rendez-vous-pneus-bertrange')).toBe('/formulaires/prise-de-rendez-vous-pneus-roues');
    expect(target('/fr/form/rendez-vous-pneus-niederkorn')).toBe('/formulaires/prise-de-rendez-vous-pneus-roues'); // no page for that site here
    expect(target('/fr/form/formulaire-disparu')).toBe('/contact');
    // The workshop's booking form once published, else the contact page's workshop subject.
    expect(target('/fr/form/rendez-vous-atelier')).toBe('/contact?sujet=atelier');
    const withWorkshopForm = siteIndexFromPaths(['/contact', '/formulaires/rendez-vous-atelier']);
    expect(target('/fr/form/rendez-vous-atelier', withWorkshopForm)).toBe('/formulaires/rendez-vous-atelier');
    expect(target('/fr/form')).toBe('/contact');
  });
});

describe('family: news and blog', () => {
  it('an article goes to the article of that slug, else the news', () => {
    expect(answer('/fr/blog/kia-ev4-arrive')).toEqual({ family: 'news', target: '/news/kia-ev4-arrive' });
    expect(target('/fr/news/2019/05/kia-ev4-arrive')).toBe('/news/kia-ev4-arrive');
    expect(target('/fr/blog/portes-ouvertes-2019')).toBe('/news');
    expect(target('/fr/actualites')).toBe('/news');
  });
});

describe('family: job adverts', () => {
  it('adverts go to the careers page, or its sub-page of the same name', () => {
    expect(answer('/fr/jobs/mecanicien-h-f-bertrange')).toEqual({ family: 'job', target: '/carrieres' });
    expect(target('/fr/offres-demploi')).toBe('/carrieres');
    expect(target('/fr/carrieres/portraits-de-collaborateurs')).toBe('/carrieres/portraits-de-collaborateurs');
    expect(target('/fr/carrieres/portraits')).toBe('/carrieres');
  });

  it('an advert published again goes to its page, named without the old site’s « h-f »', () => {
    expect(answer('/fr/jobs/mecanicien-automobile-h-f-bertrange')).toEqual({
      family: 'job',
      target: '/carrieres/mecanicien-automobile-bertrange',
    });
    expect(target('/fr/offres-demploi/atelier/mecanicien-automobile-h-f-bertrange')).toBe(
      '/carrieres/mecanicien-automobile-bertrange',
    );
    expect(target('/fr/jobs/mecanicien-automobile-h-f-esch-sur-alzette')).toBe('/carrieres');
  });
});

describe('family: maintenance and service', () => {
  it('a service goes to its page (or its new name), a brand’s to after-sales, the rest to the services', () => {
    expect(answer('/fr/entretien-service')).toEqual({ family: 'service', target: '/services' });
    expect(target('/fr/entretien-service/revision')).toBe('/services/revision');
    expect(target('/fr/entretien-service/entretien')).toBe('/services/revision');
    expect(target('/fr/entretien-service/pneus')).toBe('/services/pneus-et-gardiennage');
    expect(target('/fr/entretien-service/kia')).toBe('/services/service-apres-vente');
    expect(target('/fr/entretien-service/lavage-a-la-main')).toBe('/services');
    expect(target('/fr/entretien-service/prise-de-rendez-vous')).toBe('/contact?sujet=atelier');
    const withWorkshopForm = siteIndexFromPaths(['/services', '/contact', '/formulaires/rendez-vous-atelier']);
    expect(target('/fr/entretien-service/prise-de-rendez-vous', withWorkshopForm)).toBe(
      '/formulaires/rendez-vous-atelier',
    );
  });
});

describe('family: sites', () => {
  it('a site goes to its page under its new name; an unknown or closed site to the list', () => {
    expect(answer('/fr/concessions/bertrange')).toEqual({ family: 'location', target: '/concessions/bertrange' });
    expect(target('/fr/concessions/autopolis-bertrange/kia')).toBe('/concessions/bertrange');
    expect(target('/fr/concessions/esch/horaires')).toBe('/concessions/esch-sur-alzette');
    expect(target('/fr/concessions/strassen')).toBe('/concessions');
    expect(target('/fr/concessions')).toBe('/concessions');
  });
});

describe('family: same address', () => {
  it('any other old address whose path is a page goes there; else no rule answers', () => {
    expect(answer('/fr/faq')).toEqual({ family: 'same-address', target: '/faq' });
    expect(target('/fr/kia/tous-les-modeles')).toBe('/kia/tous-les-modeles');
    expect(answer('/fr/node/12345')).toBeNull();
    expect(answer('/fr/templates/vehicle')).toBeNull();
  });

  it('names the family of every shape (for reports)', () => {
    expect(familyOf('/fr/vehicules-occasion-stock/kia/ev3/1')).toBe('old-vehicle');
    expect(familyOf('/fr/vehicules-occasion-stock/kia/ev3')).toBe('used-stock');
    expect(familyOf('/fr/faq')).toBe('other');
  });
});
