import type { JobAdvert } from '@/services/careers/job-advert';
import type { LeaseOffer } from '@/services/leases/lease-offer';
import type { Location } from '@/services/locations/location';
import type { Vehicle } from '@/services/stock/get-vehicle';
import type { Make } from '@/services/stock/stock-vocabulary';
import type { BlockMap } from '@/vocabulary/block-types';

/**
 * What a page is about, loaded once before any block renders (see page/load-subject.ts): blocks
 * read it synchronously, and a page whose subject does not exist is a 404 decided there, not in a block.
 */
export type PageSubject =
  /** An editorial page: its blocks need nothing more than the story. */
  | { kind: 'content' }
  /** A vehicle in stock (its page, or one of its forms) and the site it stands at. */
  | { kind: 'vehicle'; vehicle: Vehicle; dealership: Location | null }
  /** A site of the group; `brand` when the address puts it in a brand's context (`/kia/concessions/…`). */
  | { kind: 'location'; location: Location; brand: Make | null }
  /** A page of the news list (1 for the list's own address). */
  | { kind: 'news-page'; page: number }
  /** A private lease offer; in preview an offer whose data does not add up comes with its problems instead. */
  | { kind: 'lease-offer'; offer: LeaseOffer }
  | { kind: 'lease-offer-invalid'; problems: string[] }
  /** A model of the range (a `vehicle_model` story). */
  | { kind: 'model'; model: BlockMap['vehicle_model'] }
  /** A job advert still open, and the site it is at. */
  | { kind: 'job-advert'; job: JobAdvert; location: Location | null };

export type SubjectKind = PageSubject['kind'];
export type SubjectOf<K extends SubjectKind> = Extract<PageSubject, { kind: K }>;

/** The subjects a block may declare it shows: what a page is about and the studio can find a demo of. */
export type ShownSubject = Extract<SubjectKind, 'vehicle' | 'location' | 'lease-offer'>;
