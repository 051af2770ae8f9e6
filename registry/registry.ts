// The order of these imports is the order in which the blocks' stylesheets enter the build's CSS chunks: kept
// as the hand-written registry had it, and a new block goes at the end.
import { advisersDefinition } from '@/blocks/advisers';
import { articleDefinition } from '@/blocks/article';
import { brandGridDefinition } from '@/blocks/brand-grid';
import { brandLinkDefinition } from '@/blocks/brand-link';
import { buttonGroupDefinition } from '@/blocks/button-group';
import { buttonDefinition } from '@/blocks/button';
import { cardGridDefinition } from '@/blocks/card-grid';
import { cardDefinition } from '@/blocks/card';
import { closureDefinition } from '@/blocks/closure';
import { commercialVersionDefinition } from '@/blocks/commercial-version';
import { configDefinition } from '@/blocks/config';
import { employeeDefinition } from '@/blocks/employee';
import { cookieSettingsDefinition } from '@/blocks/cookie-settings';
import { faqItemDefinition } from '@/blocks/faq-item';
import { faqDefinition } from '@/blocks/faq';
import { footerColumnDefinition } from '@/blocks/footer-column';
import { heroDefinition } from '@/blocks/hero';
import { leaseConfigurationDefinition } from '@/blocks/lease-configuration';
import { leaseListDefinition } from '@/blocks/lease-list';
import { leaseOfferDefinition } from '@/blocks/lease-offer';
import { leaseSpecificationDefinition } from '@/blocks/lease-specification';
import { locationFinderDefinition } from '@/blocks/location-finder';
import { locationDefinition } from '@/blocks/location';
import { mediaTextDefinition } from '@/blocks/media-text';
import { modelListDefinition } from '@/blocks/model-list';
import { modelOverviewDefinition } from '@/blocks/model-overview';
import { modelTrimDefinition } from '@/blocks/model-trim';
import { navBrandsMenuDefinition } from '@/blocks/nav-brands-menu';
import { navLinkDefinition } from '@/blocks/nav-link';
import { newsListDefinition } from '@/blocks/news-list';
import { openingHoursDefinition } from '@/blocks/opening-hours';
import { openingRangeDefinition } from '@/blocks/opening-range';
import { pageDefinition } from '@/blocks/page';
import { promisesDefinition } from '@/blocks/promises';
import { quickEntriesDefinition } from '@/blocks/quick-entries';
import { richTextDefinition } from '@/blocks/rich-text';
import { socialLinkDefinition } from '@/blocks/social-link';
import { stockListDefinition } from '@/blocks/stock-list';
import { vehicleCharacteristicsDefinition } from '@/blocks/vehicle-characteristics';
import { vehicleDealershipDefinition } from '@/blocks/vehicle-dealership';
import { vehicleEquipmentDefinition } from '@/blocks/vehicle-equipment';
import { vehicleGalleryDefinition } from '@/blocks/vehicle-gallery';
import { vehicleKeyFiguresDefinition } from '@/blocks/vehicle-key-figures';
import { vehicleModelDefinition } from '@/blocks/vehicle-model';
import { vehicleSimilarDefinition } from '@/blocks/vehicle-similar';
import { vehicleSummaryDefinition } from '@/blocks/vehicle-summary';
import { contactFormDefinition } from '@/blocks/contact-form';
import { interestFormDefinition } from '@/blocks/interest-form';
import { leaseRequestFormDefinition } from '@/blocks/lease-request-form';
import { testDriveFormDefinition } from '@/blocks/test-drive-form';
import { tradeInFormDefinition } from '@/blocks/trade-in-form';
import { tyreAppointmentFormDefinition } from '@/blocks/tyre-appointment-form';
import { tyreOfferFormDefinition } from '@/blocks/tyre-offer-form';
import { businessOfferDefinition } from '@/blocks/business-offer';
import { businessOfferListDefinition } from '@/blocks/business-offer-list';
import { businessLeaseFormDefinition } from '@/blocks/business-lease-form';
import { promotionDefinition } from '@/blocks/promotion';
import { promotionListDefinition } from '@/blocks/promotion-list';
import { workshopAppointmentFormDefinition } from '@/blocks/workshop-appointment-form';
import { jobAdvertDefinition } from '@/blocks/job-advert';
import { jobAdvertListDefinition } from '@/blocks/job-advert-list';
import type { BlockDefinition } from '@/blocks/block-definition';
import type { BlockName } from '@/vocabulary/block-types';

/** One definition per block name: a missing or extra entry is a compile error. */
export type Registry = { [N in BlockName]: BlockDefinition<N> };

/**
 * Block name → its definition (`blocks/<name>/index.ts`: component, example, URL parameters, subject,
 * thumbnail), one entry per schema. `satisfies Registry` makes a missing or an extra entry (a schema
 * without a block, a block without a schema) a compile error; examples, queries and subjects are read from here.
 */
export const registry = {
  advisers: advisersDefinition,
  article: articleDefinition,
  brand_grid: brandGridDefinition,
  brand_link: brandLinkDefinition,
  button: buttonDefinition,
  button_group: buttonGroupDefinition,
  business_lease_form: businessLeaseFormDefinition,
  business_offer: businessOfferDefinition,
  business_offer_list: businessOfferListDefinition,
  card: cardDefinition,
  card_grid: cardGridDefinition,
  closure: closureDefinition,
  commercial_version: commercialVersionDefinition,
  config: configDefinition,
  contact_form: contactFormDefinition,
  cookie_settings: cookieSettingsDefinition,
  employee: employeeDefinition,
  faq: faqDefinition,
  faq_item: faqItemDefinition,
  footer_column: footerColumnDefinition,
  hero: heroDefinition,
  interest_form: interestFormDefinition,
  job_advert: jobAdvertDefinition,
  job_advert_list: jobAdvertListDefinition,
  lease_configuration: leaseConfigurationDefinition,
  lease_list: leaseListDefinition,
  lease_offer: leaseOfferDefinition,
  lease_request_form: leaseRequestFormDefinition,
  lease_specification: leaseSpecificationDefinition,
  location: locationDefinition,
  location_finder: locationFinderDefinition,
  media_text: mediaTextDefinition,
  model_list: modelListDefinition,
  model_overview: modelOverviewDefinition,
  model_trim: modelTrimDefinition,
  nav_brands_menu: navBrandsMenuDefinition,
  nav_link: navLinkDefinition,
  news_list: newsListDefinition,
  opening_hours: openingHoursDefinition,
  opening_range: openingRangeDefinition,
  page: pageDefinition,
  promises: promisesDefinition,
  promotion: promotionDefinition,
  promotion_list: promotionListDefinition,
  quick_entries: quickEntriesDefinition,
  rich_text: richTextDefinition,
  social_link: socialLinkDefinition,
  stock_list: stockListDefinition,
  test_drive_form: testDriveFormDefinition,
  trade_in_form: tradeInFormDefinition,
  tyre_appointment_form: tyreAppointmentFormDefinition,
  tyre_offer_form: tyreOfferFormDefinition,
  vehicle_characteristics: vehicleCharacteristicsDefinition,
  vehicle_dealership: vehicleDealershipDefinition,
  vehicle_equipment: vehicleEquipmentDefinition,
  vehicle_gallery: vehicleGalleryDefinition,
  vehicle_key_figures: vehicleKeyFiguresDefinition,
  vehicle_model: vehicleModelDefinition,
  vehicle_similar: vehicleSimilarDefinition,
  vehicle_summary: vehicleSummaryDefinition,
  workshop_appointment_form: workshopAppointmentFormDefinition,
} satisfies Registry;
