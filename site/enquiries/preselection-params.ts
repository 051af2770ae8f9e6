/**
 * The query parameters with which a page that links to a form chooses in it: `/contact?concession=bertrange`,
 * `/reserver-un-essai?marque=opel&modele=Corsa`, `…?prestation=seasonal-change`. Apart from preselection.ts,
 * which checks their values: the block definitions declare them without loading zod.
 */
export const PRESELECTION_PARAMS = {
  site: 'concession',
  service: 'prestation',
  brand: 'marque',
  model: 'modele',
} as const;
