import type { BlockProps } from '@/blocks/block-context';
import { locationEmployees, TEAMS } from '@/services/locations/location';
import { MAKE_NAMES, type Make } from '@/services/stock/stock-vocabulary';
import { t } from '@/i18n/translate';
import { AdvisersList } from '@/site/locations/advisers-list';
import { LocationContact } from '@/site/locations/location-contact';
import { LocationsMap } from '@/site/locations/locations-map';
import { OpeningHours } from '@/site/locations/opening-hours';
import { locationPin } from '@/site/locations/static-locations-map';
import { linkHref } from '@/site/routing/link-href';
import { telHref } from '@/site/shell/contact-links';
import { AppLink } from '@/site/ui/app-link';
import { Button } from '@/site/ui/button';
import { Container } from '@/site/ui/container';
import { Section } from '@/site/ui/section';
import pageHeader from '@/site/ui/page-header.module.css';
import styles from './location.module.css';
import { blockDomId } from '@/blocks/block-dom-id';

function BrandList({ brands, title }: { brands: Make[]; title: string }) {
  if (brands.length === 0) return null;
  return (
    <div>
      <h3 className={styles.subTitle}>{title}</h3>
      <ul role="list" className={styles.brands}>
        {brands.map((brand) => (
          <li key={brand}>
            <AppLink href={`/${brand}`}>{MAKE_NAMES[brand]}</AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A site's practical page (content type `location`): address, directions, live hours, map, brands and legal
 * details, then the editors' blocks. Its team is on the site's home page when it has one (one page per
 * content); otherwise here. Under `/{brand}/concessions/{site}` it shows the site in that brand's context,
 * with only that brand's advisers.
 */
export function LocationBlock({ block, context }: BlockProps<'location', 'location'>) {
  const { location, brand } = context.subject;
  const titleId = blockDomId('location', block._uid);
  const homeHref = linkHref(location.homeLink);
  const showTeam = brand !== null || homeHref === null;
  return (
    <>
      <section className={pageHeader.header} aria-labelledby={titleId}>
        <Container className={`${pageHeader.inner} ${styles.headerInner}`}>
          <div className={pageHeader.text}>
            {brand && <p className={pageHeader.eyebrow}>{MAKE_NAMES[brand]}</p>}
            <h1 id={titleId} className={pageHeader.title}>
              {brand
                ? t('location.page.brandContext', { brand: MAKE_NAMES[brand], name: location.name })
                : location.name}
            </h1>
            {location.role === 'tyre_service' && <p className={pageHeader.eyebrow}>{t('location.page.tyreService')}</p>}
            {location.intro && <p className={pageHeader.intro}>{location.intro}</p>}
            <LocationContact location={location} />
            <div className={pageHeader.actions}>
              <Button
                href={location.routeUrl}
                target="_blank"
                rel="noopener"
                variant="primary"
                aria-label={t('location.page.directionsTo', { name: location.name })}
              >
                {t('location.page.directions')}
              </Button>
              <Button href={telHref(location.phone)} variant="secondary">
                {t('location.page.phone')}
              </Button>
              {homeHref && !brand ? (
                <Button href={homeHref} variant="secondary">
                  {t('location.page.home')}
                </Button>
              ) : null}
            </div>
          </div>
          <div className={styles.hoursCard}>
            <h2 className={styles.cardTitle}>{t('location.hours.title')}</h2>
            <OpeningHours location={location} />
          </div>
        </Container>
      </section>
      <Section title={t('location.page.map')} titleId={`${titleId}-map`}>
        <LocationsMap
          pins={[locationPin(location, context.path)]}
          label={t('location.finder.pin', { name: location.name, locality: location.address.locality })}
        />
      </Section>
      <Section title={t('location.page.brands')} titleId={`${titleId}-brands`} tone="muted">
        <div className={styles.brandColumns}>
          <BrandList brands={brand ? [brand] : location.brandsSold} title={t('location.page.brandsSold')} />
          <BrandList brands={brand ? [brand] : location.brandsServiced} title={t('location.page.brandsServiced')} />
        </div>
      </Section>
      {TEAMS.map((team) => {
        if (!showTeam) return null;
        const people = locationEmployees(location, { brand, team });
        if (people.length === 0) return null;
        return (
          <Section
            key={team}
            title={t(team === 'sales' ? 'location.advisers.sales' : 'location.advisers.afterSales')}
            titleId={`${titleId}-${team}`}
          >
            <AdvisersList employees={people} />
          </Section>
        );
      })}
      {context.renderBlocks(block.body)}
      {(location.vatNumber || location.iban) && (
        <Section title={t('location.page.legal')} titleId={`${titleId}-legal`} tone="muted">
          <dl className={styles.legal}>
            <dt>{t('location.page.vat')}</dt>
            <dd>{location.vatNumber}</dd>
            {location.iban && (
              <>
                <dt>{t('location.page.iban')}</dt>
                <dd>{location.iban}</dd>
              </>
            )}
          </dl>
        </Section>
      )}
    </>
  );
}
