// Written by `npm run registry:generate` from the block definitions: do not edit.
export const DECLARED_PARAMS: readonly string[] = ["body","brand","category","condition","couleur","dealership","duree","fuel","km","mileage_max","mileage_min","model","offre","page","price_max","price_min","q","seats","sort","sujet","transmission","year_max","year_min"];
