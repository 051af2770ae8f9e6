/**
 * The workshop's services a visitor can book a slot for, as the URLs and the forms name them
 * (`/formulaires/rendez-vous-atelier?prestation=climatisation`). Which site offers which, and how many
 * vehicles one slot takes, is each site's data (its `location` story): a capacity of 0 offers none online.
 */
export const WORKSHOP_SERVICES = ['revision', 'climatisation', 'carrosserie', 'debosselage-peinture', 'pneus'] as const;
export type WorkshopService = (typeof WORKSHOP_SERVICES)[number];

export const isWorkshopService = (value: unknown): value is WorkshopService =>
  typeof value === 'string' && (WORKSHOP_SERVICES as readonly string[]).includes(value);
