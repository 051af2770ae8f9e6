import type { BlockMap, BlockName } from '@/vocabulary/block-types';
import { advisersExample } from '@/blocks/advisers/example';
import { articleExample } from '@/blocks/article/example';
import { brandGridExample } from '@/blocks/brand-grid/example';
import { brandLinkExample } from '@/blocks/brand-link/example';
import { buttonExample } from '@/blocks/button/example';
import { buttonGroupExample } from '@/blocks/button-group/example';
import { cardExample } from '@/blocks/card/example';
import { cardGridExample } from '@/blocks/card-grid/example';
import { closureExample } from '@/blocks/closure/example';
import { commercialVersionExample } from '@/blocks/commercial-version/example';
import { configExample } from '@/blocks/config/example';
import { contactFormExample } from '@/blocks/contact-form/example';
import { employeeExample } from '@/blocks/employee/example';
import { cookieSettingsExample } from '@/blocks/cookie-settings/example';
import { faqExample } from '@/blocks/faq/example';
import { faqItemExample } from '@/blocks/faq-item/example';
import { footerColumnExample } from '@/blocks/footer-column/example';
import { heroExample } from '@/blocks/hero/example';
import { interestFormExample } from '@/blocks/interest-form/example';
import { leaseConfigurationExample } from '@/blocks/lease-configuration/example';
import { leaseListExample } from '@/blocks/lease-list/example';
import { leaseOfferExample } from '@/blocks/lease-offer/example';
import { leaseRequestFormExample } from '@/blocks/lease-request-form/example';
import { leaseSpecificationExample } from '@/blocks/lease-specification/example';
import { locationExample } from '@/blocks/location/example';
import { locationFinderExample } from '@/blocks/location-finder/example';
import { mediaTextExample } from '@/blocks/media-text/example';
import { modelListExample } from '@/blocks/model-list/example';
import { modelOverviewExample } from '@/blocks/model-overview/example';
import { modelTrimExample } from '@/blocks/model-trim/example';
import { navBrandsMenuExample } from '@/blocks/nav-brands-menu/example';
import { navLinkExample } from '@/blocks/nav-link/example';
import { newsListExample } from '@/blocks/news-list/example';
import { openingHoursExample } from '@/blocks/opening-hours/example';
import { openingRangeExample } from '@/blocks/opening-range/example';
import { pageExample } from '@/blocks/page/example';
import { promisesExample } from '@/blocks/promises/example';
import { quickEntriesExample } from '@/blocks/quick-entries/example';
import { richTextExample } from '@/blocks/rich-text/example';
import { socialLinkExample } from '@/blocks/social-link/example';
import { stockListExample } from '@/blocks/stock-list/example';
import { testDriveFormExample } from '@/blocks/test-drive-form/example';
import { tradeInFormExample } from '@/blocks/trade-in-form/example';
import { tyreAppointmentFormExample } from '@/blocks/tyre-appointment-form/example';
import { tyreOfferFormExample } from '@/blocks/tyre-offer-form/example';
import { vehicleCharacteristicsExample } from '@/blocks/vehicle-characteristics/example';
import { vehicleDealershipExample } from '@/blocks/vehicle-dealership/example';
import { vehicleEquipmentExample } from '@/blocks/vehicle-equipment/example';
import { vehicleGalleryExample } from '@/blocks/vehicle-gallery/example';
import { vehicleKeyFiguresExample } from '@/blocks/vehicle-key-figures/example';
import { vehicleModelExample } from '@/blocks/vehicle-model/example';
import { vehicleSimilarExample } from '@/blocks/vehicle-similar/example';
import { vehicleSummaryExample } from '@/blocks/vehicle-summary/example';

/**
 * One example per block, as the studio shows it (`/studio/blocks/{name}`): each block folder’s `example.ts` is
 * typed against the generated types, and a block without an example is a compile error here.
 */
export const BLOCK_EXAMPLES: { [N in BlockName]: BlockMap[N] } = {
  advisers: advisersExample,
  article: articleExample,
  brand_grid: brandGridExample,
  brand_link: brandLinkExample,
  button: buttonExample,
  button_group: buttonGroupExample,
  card: cardExample,
  card_grid: cardGridExample,
  closure: closureExample,
  commercial_version: commercialVersionExample,
  config: configExample,
  contact_form: contactFormExample,
  employee: employeeExample,
  faq: faqExample,
  cookie_settings: cookieSettingsExample,
  faq_item: faqItemExample,
  footer_column: footerColumnExample,
  hero: heroExample,
  interest_form: interestFormExample,
  lease_configuration: leaseConfigurationExample,
  lease_list: leaseListExample,
  lease_offer: leaseOfferExample,
  lease_request_form: leaseRequestFormExample,
  lease_specification: leaseSpecificationExample,
  location: locationExample,
  location_finder: locationFinderExample,
  media_text: mediaTextExample,
  model_list: modelListExample,
  model_overview: modelOverviewExample,
  model_trim: modelTrimExample,
  nav_brands_menu: navBrandsMenuExample,
  nav_link: navLinkExample,
  news_list: newsListExample,
  opening_hours: openingHoursExample,
  opening_range: openingRangeExample,
  page: pageExample,
  promises: promisesExample,
  quick_entries: quickEntriesExample,
  rich_text: richTextExample,
  social_link: socialLinkExample,
  stock_list: stockListExample,
  test_drive_form: testDriveFormExample,
  trade_in_form: tradeInFormExample,
  tyre_appointment_form: tyreAppointmentFormExample,
  tyre_offer_form: tyreOfferFormExample,
  vehicle_characteristics: vehicleCharacteristicsExample,
  vehicle_dealership: vehicleDealershipExample,
  vehicle_equipment: vehicleEquipmentExample,
  vehicle_gallery: vehicleGalleryExample,
  vehicle_key_figures: vehicleKeyFiguresExample,
  vehicle_model: vehicleModelExample,
  vehicle_similar: vehicleSimilarExample,
  vehicle_summary: vehicleSummaryExample,
};
