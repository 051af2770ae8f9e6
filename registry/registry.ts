import { AdvisersBlock } from '@/blocks/advisers/advisers';
import { ArticleBlock } from '@/blocks/article/article';
import { BrandGridBlock } from '@/blocks/brand-grid/brand-grid';
import { BrandLinkBlock } from '@/blocks/brand-link/brand-link';
import { ButtonGroupBlock } from '@/blocks/button-group/button-group';
import { ButtonBlock } from '@/blocks/button/button';
import { CardGridBlock } from '@/blocks/card-grid/card-grid';
import { CardBlock } from '@/blocks/card/card';
import { ClosureBlock } from '@/blocks/closure/closure';
import { CommercialVersionBlock } from '@/blocks/commercial-version/commercial-version';
import { ConfigBlock } from '@/blocks/config/config';
import { EmployeeBlock } from '@/blocks/employee/employee';
import { CookieSettingsBlock } from '@/blocks/cookie-settings/cookie-settings';
import { FaqItemBlock } from '@/blocks/faq-item/faq-item';
import { FaqBlock } from '@/blocks/faq/faq';
import { FooterColumnBlock } from '@/blocks/footer-column/footer-column';
import { HeroBlock } from '@/blocks/hero/hero';
import { LeaseConfigurationBlock } from '@/blocks/lease-configuration/lease-configuration';
import { LeaseListBlock } from '@/blocks/lease-list/lease-list';
import { LeaseOfferBlock } from '@/blocks/lease-offer/lease-offer';
import { LeaseSpecificationBlock } from '@/blocks/lease-specification/lease-specification';
import { LocationFinderBlock } from '@/blocks/location-finder/location-finder';
import { LocationBlock } from '@/blocks/location/location';
import { MediaTextBlock } from '@/blocks/media-text/media-text';
import { ModelListBlock } from '@/blocks/model-list/model-list';
import { ModelOverviewBlock } from '@/blocks/model-overview/model-overview';
import { ModelTrimBlock } from '@/blocks/model-trim/model-trim';
import { NavBrandsMenuBlock } from '@/blocks/nav-brands-menu/nav-brands-menu';
import { NavLinkBlock } from '@/blocks/nav-link/nav-link';
import { NewsListBlock } from '@/blocks/news-list/news-list';
import { OpeningHoursBlock } from '@/blocks/opening-hours/opening-hours';
import { OpeningRangeBlock } from '@/blocks/opening-range/opening-range';
import { PageBlock } from '@/blocks/page/page';
import { PromisesBlock } from '@/blocks/promises/promises';
import { QuickEntriesBlock } from '@/blocks/quick-entries/quick-entries';
import { RichTextBlock } from '@/blocks/rich-text/rich-text';
import { SocialLinkBlock } from '@/blocks/social-link/social-link';
import { StockListBlock } from '@/blocks/stock-list/stock-list';
import { VehicleCharacteristicsBlock } from '@/blocks/vehicle-characteristics/vehicle-characteristics';
import { VehicleDealershipBlock } from '@/blocks/vehicle-dealership/vehicle-dealership';
import { VehicleEquipmentBlock } from '@/blocks/vehicle-equipment/vehicle-equipment';
import { VehicleGalleryBlock } from '@/blocks/vehicle-gallery/vehicle-gallery';
import { VehicleKeyFiguresBlock } from '@/blocks/vehicle-key-figures/vehicle-key-figures';
import { VehicleModelBlock } from '@/blocks/vehicle-model/vehicle-model';
import { VehicleSimilarBlock } from '@/blocks/vehicle-similar/vehicle-similar';
import { VehicleSummaryBlock } from '@/blocks/vehicle-summary/vehicle-summary';
import { ContactFormBlock } from '@/blocks/contact-form/contact-form';
import { InterestFormBlock } from '@/blocks/interest-form/interest-form';
import { LeaseRequestFormBlock } from '@/blocks/lease-request-form/lease-request-form';
import { TestDriveFormBlock } from '@/blocks/test-drive-form/test-drive-form';
import { TradeInFormBlock } from '@/blocks/trade-in-form/trade-in-form';
import { TyreAppointmentFormBlock } from '@/blocks/tyre-appointment-form/tyre-appointment-form';
import { TyreOfferFormBlock } from '@/blocks/tyre-offer-form/tyre-offer-form';
import type { BlockComponent } from '@/blocks/block-context';
import type { BlockName } from '@/vocabulary/block-types';

/** One component per block name: a missing or extra entry is a compile error. */
export type Registry = { [N in BlockName]: BlockComponent<N> };

/**
 * Block name → server component, one entry per schema. `satisfies Registry` makes a missing or an
 * extra entry (a schema without a component, a component without a schema) a compile error.
 */
export const registry = {
  advisers: AdvisersBlock,
  article: ArticleBlock,
  brand_grid: BrandGridBlock,
  brand_link: BrandLinkBlock,
  button: ButtonBlock,
  button_group: ButtonGroupBlock,
  card: CardBlock,
  card_grid: CardGridBlock,
  closure: ClosureBlock,
  commercial_version: CommercialVersionBlock,
  config: ConfigBlock,
  employee: EmployeeBlock,
  faq: FaqBlock,
  cookie_settings: CookieSettingsBlock,
  faq_item: FaqItemBlock,
  footer_column: FooterColumnBlock,
  hero: HeroBlock,
  lease_configuration: LeaseConfigurationBlock,
  lease_list: LeaseListBlock,
  lease_offer: LeaseOfferBlock,
  lease_specification: LeaseSpecificationBlock,
  location: LocationBlock,
  location_finder: LocationFinderBlock,
  media_text: MediaTextBlock,
  model_list: ModelListBlock,
  model_overview: ModelOverviewBlock,
  model_trim: ModelTrimBlock,
  nav_brands_menu: NavBrandsMenuBlock,
  nav_link: NavLinkBlock,
  news_list: NewsListBlock,
  opening_hours: OpeningHoursBlock,
  opening_range: OpeningRangeBlock,
  page: PageBlock,
  promises: PromisesBlock,
  quick_entries: QuickEntriesBlock,
  rich_text: RichTextBlock,
  social_link: SocialLinkBlock,
  stock_list: StockListBlock,
  vehicle_characteristics: VehicleCharacteristicsBlock,
  vehicle_dealership: VehicleDealershipBlock,
  vehicle_equipment: VehicleEquipmentBlock,
  vehicle_gallery: VehicleGalleryBlock,
  vehicle_key_figures: VehicleKeyFiguresBlock,
  vehicle_model: VehicleModelBlock,
  vehicle_similar: VehicleSimilarBlock,
  vehicle_summary: VehicleSummaryBlock,
  contact_form: ContactFormBlock,
  interest_form: InterestFormBlock,
  lease_request_form: LeaseRequestFormBlock,
  test_drive_form: TestDriveFormBlock,
  trade_in_form: TradeInFormBlock,
  tyre_appointment_form: TyreAppointmentFormBlock,
  tyre_offer_form: TyreOfferFormBlock,
} satisfies Registry;
