import type { IllustrationColour } from '../vehicle-illustration';

/** Colour families with how common they are in stock, and French paint names for each. */
export const DEMO_COLOURS: readonly { family: IllustrationColour; weight: number; names: readonly string[] }[] = [
  { family: 'white', weight: 22, names: ['Blanc Glacier', 'Blanc Nacré', 'Blanc Arctique', 'Blanc Pur'] },
  { family: 'black', weight: 18, names: ['Noir Intense', 'Noir Perle', 'Noir Onyx', 'Noir Minuit'] },
  { family: 'grey', weight: 22, names: ['Gris Titane', 'Gris Graphite', 'Gris Acier', 'Gris Orage', 'Gris Lunaire'] },
  { family: 'silver', weight: 8, names: ['Argent Sélénite', 'Argent Métal', 'Argent Givré'] },
  { family: 'blue', weight: 12, names: ['Bleu Océan', 'Bleu Nuit', 'Bleu Azur', 'Bleu Cobalt'] },
  { family: 'red', weight: 8, names: ['Rouge Passion', 'Rouge Rubis', 'Rouge Flamme', 'Rouge Grenat'] },
  { family: 'green', weight: 4, names: ['Vert Forêt', 'Vert Émeraude', 'Vert Sauge'] },
  { family: 'orange', weight: 2, names: ['Orange Volcan', 'Orange Cuivré'] },
  { family: 'yellow', weight: 1, names: ['Jaune Soleil', 'Jaune Citron'] },
  { family: 'brown', weight: 2, names: ['Brun Moka', 'Bronze Canyon'] },
  { family: 'beige', weight: 1, names: ['Beige Sable', 'Beige Dune'] },
];
