// Written by `npm run registry:generate` from the block definitions: do not edit.
export const DECLARED_PARAMS: readonly string[] = ["body","brand","category","concession","condition","couleur","dealership","duree","fuel","km","marque","mileage_max","mileage_min","model","modele","offre","page","prestation","price_max","price_min","q","sort","sujet","transmission","year_max","year_min"];
