import type { BlockProps } from '@/blocks/block-context';
import { toggleLabels, vehicleListItem } from '@/site/favourites/vehicle-list-labels';
import { VehicleListToggles } from '@/site/favourites/vehicle-list-toggles';
import { t } from '@/i18n/translate';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { routeSegments } from '@/services/routing/route-segments';
import { Button } from '@/site/ui/button';
import { Container } from '@/site/ui/container';
import { Section } from '@/site/ui/section';
import { Icon } from '@/site/ui/icons';
import {
  conditionLabel,
  formatCents,
  formatMileage,
  formatPower,
  fuelLabel,
  transmissionLabel,
} from '@/site/vehicles/vehicle-format';
import { vehicleName } from '@/services/stock/vehicle-name';
import { currentVehicleHref } from '@/site/vehicles/vehicle-route';
import { representativeExample } from '@/services/stock/financing-example';
import { formatCentsExact, formatPercent } from '@/site/ui/format-price';
import { telHref } from '@/site/shell/contact-links';
import { VehicleStickyBarLazy } from '@/site/vehicles/vehicle-sticky-bar-lazy';
import styles from './vehicle-summary.module.css';
import { blockDomId } from '@/blocks/block-dom-id';

/** The summary's actions, which the phone bar watches (one summary per page). */
const ACTIONS_ID = 'vehicle-actions';

/**
 * The head of a vehicle page: the h1, the facts in one line, where the car is, the buy-for price, the way to
 * enquire or book a test drive (with a bar that keeps them at hand on a phone), then both financing offers. On the vehicle's form pages
 * (interest, test drive) it is compact: name, facts, price and site above the form, which is what the visitor
 * came for, and no button to the page they are on.
 */
export function VehicleSummaryBlock({ block, context }: BlockProps<'vehicle_summary', 'vehicle'>) {
  const { vehicle, dealership } = context.subject;
  const base = currentVehicleHref(vehicle, context.brand);
  const segments = routeSegments(DEFAULT_LOCALE);
  const interestHref = `${base}/${segments.interest}`;
  const testDriveHref = `${base}/${segments.testDrive}`;
  // By the last segment, not the whole path: the form page is known whatever the address before it.
  const compact = [segments.interest, segments.testDrive].some((form) => context.path.endsWith(`/${form}`));
  // Above a form, the facts that tell which car it is (condition, year, mileage) are enough.
  const facts = [
    conditionLabel(vehicle.condition),
    String(vehicle.year),
    formatMileage(vehicle.mileageKm),
    fuelLabel(vehicle.fuel),
    transmissionLabel(vehicle.transmission),
    formatPower(vehicle.powerKw),
  ];
  const titleId = blockDomId('vehicle-summary', block._uid);
  // A monthly amount is advertised only with its representative example (consumer credit law).
  const example =
    vehicle.privateMonthlyCents !== null && block.financing_lender
      ? representativeExample(vehicle.priceCents, vehicle.privateMonthlyCents, {
          months: Number(block.financing_months),
          annualRatePercent: Number(block.financing_rate),
        })
      : null;
  const content = (
    <>
      <div className={styles.identity}>
        <h1 id={titleId} className={styles.title}>
          {vehicleName(vehicle)}
        </h1>
        <p className={styles.facts}>
          <span className="visually-hidden">{t('vehicle.facts')} </span>
          {(compact ? facts.slice(0, 3) : facts).join(' · ')}
        </p>
        {dealership ? (
          <p className={styles.dealership}>
            <Icon name="map-pin" className={styles.icon} />
            {t('vehicle.availableAt', { dealership: dealership.name })}
          </p>
        ) : null}
        {compact ? null : (
          <VehicleListToggles
            item={vehicleListItem({ ...vehicle, image: vehicle.images[0] ?? null })}
            labels={toggleLabels()}
          />
        )}
      </div>
      <div className={styles.offer}>
        <p className={styles.priceLabel}>{t('vehicle.buyPrice')}</p>
        <p className={styles.price}>
          {formatCents(vehicle.priceCents)} <span className={styles.vat}>{t('vehicle.priceIncludesVat')}</span>
        </p>
        {compact ? null : (
          <>
            <div id={ACTIONS_ID} className={styles.actions}>
              <Button href={interestHref} variant="primary" size="large" fullWidth>
                {t('vehicle.interest')}
              </Button>
              <Button href={testDriveHref} variant="ghost-dark" size="large" fullWidth>
                {t('vehicle.testDrive')}
              </Button>
            </div>
            <VehicleStickyBarLazy
              actionsId={ACTIONS_ID}
              call={dealership ? { href: telHref(dealership.phone), dealership: dealership.name } : null}
              testDriveHref={testDriveHref}
              labels={{
                group: t('vehicle.quickActions'),
                call: t('vehicle.call'),
                testDrive: t('vehicle.testDriveShort'),
              }}
            />
          </>
        )}
        {compact ? null : example || vehicle.commercialMonthlyCents !== null ? (
          <ul role="list" className={styles.financing}>
            {example ? (
              <li>
                {t('vehicle.privateFinancing', { amount: formatCentsExact(example.monthlyCents) })}
                <p className={styles.example}>
                  {t('vehicle.financingExample', {
                    price: formatCentsExact(example.cashPriceCents),
                    deposit: formatCentsExact(example.depositCents),
                    credit: formatCentsExact(example.creditCents),
                    months: example.months,
                    monthly: formatCentsExact(example.monthlyCents),
                    rate: formatPercent(example.borrowingRatePercent),
                    apr: formatPercent(example.aprPercent),
                    total: formatCentsExact(example.totalPayableCents),
                    lender: block.financing_lender ?? '',
                  })}{' '}
                  <strong>{t('vehicle.creditWarning')}</strong>
                </p>
              </li>
            ) : null}
            {vehicle.commercialMonthlyCents !== null ? (
              <li>{t('vehicle.commercialFinancing', { amount: formatCents(vehicle.commercialMonthlyCents) })}</li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </>
  );
  if (compact) {
    // A plain section as wide as the form under it, which shares its spacing (site/ui/section.module.css).
    return (
      <Section labelledBy={titleId} width="narrow" className={`${styles.summary} ${styles.compact}`}>
        <div className={styles.inner}>{content}</div>
      </Section>
    );
  }
  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <Container className={styles.inner}>{content}</Container>
    </section>
  );
}
