import type { LeaseConfiguration } from '@/services/leases/lease-offer';
import { resolveChoice, type LeaseChoice } from '@/services/leases/lease-selection';

/**
 * A configurator choice in the page's address, so it can be shared: `?duree=36&km=15000&couleur=Blanc+Clair`.
 * No React and no message catalogue: the server reads it, the configurator writes it.
 */
export const LEASE_CHOICE_PARAMS = {
  durationMonths: 'duree',
  annualKm: 'km',
  colour: 'couleur',
} as const satisfies Record<keyof LeaseChoice, string>;

type Params = Readonly<Record<string, string | string[] | undefined>>;

function text(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The choice an address asks for; values the offer does not have are ignored, the rest resolved to the closest existing choice. */
export function choiceFromParams(
  configurations: readonly LeaseConfiguration[],
  params: Params,
): LeaseChoice | undefined {
  const duration = Number(text(params[LEASE_CHOICE_PARAMS.durationMonths]));
  const km = Number(text(params[LEASE_CHOICE_PARAMS.annualKm]));
  const colour = text(params[LEASE_CHOICE_PARAMS.colour]);
  return resolveChoice(configurations, {
    durationMonths: configurations.some((c) => c.durationMonths === duration) ? duration : undefined,
    annualKm: configurations.some((c) => c.annualKm === km) ? km : undefined,
    colour: configurations.some((c) => c.colour === colour) ? colour : undefined,
  });
}

/** The query string of a choice, with its leading `?`. */
export function choiceQuery(choice: LeaseChoice): string {
  const params = new URLSearchParams({
    [LEASE_CHOICE_PARAMS.durationMonths]: String(choice.durationMonths),
    [LEASE_CHOICE_PARAMS.annualKm]: String(choice.annualKm),
    [LEASE_CHOICE_PARAMS.colour]: choice.colour,
  });
  return `?${params.toString()}`;
}
