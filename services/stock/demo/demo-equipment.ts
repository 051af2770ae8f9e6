import { EQUIPMENT_CATEGORIES } from '../stock-vocabulary';
import type { DemoTrim } from './demo-catalogue';

type Category = (typeof EQUIPMENT_CATEGORIES)[number];
export type EquipmentItem = { category: Category; name: string };

export type StandardItem = EquipmentItem & {
  /** 0 on every trim, 1 from mid trims, 2 on top trims. */
  tier: 0 | 1 | 2;
  /** Items of one family replace each other: the highest tier wins, a trim highlight beats them all. */
  family?: string;
  when?: (trim: DemoTrim) => boolean;
};
type Item = StandardItem;

const notUtility = (t: DemoTrim) => t.body !== 'van' && t.body !== 'pickup';
const hasRoof = (t: DemoTrim) => notUtility(t) && t.body !== 'convertible';

/** Standard equipment by trim level, in French as the site shows it. */
export const STANDARD_EQUIPMENT: readonly StandardItem[] = [
  { tier: 0, category: 'comfort', family: 'clim', name: 'Climatisation manuelle' },
  { tier: 1, category: 'comfort', family: 'clim', name: 'Climatisation automatique' },
  { tier: 2, category: 'comfort', family: 'clim', name: 'Climatisation automatique bizone' },
  { tier: 0, category: 'comfort', name: 'Verrouillage centralisé à distance' },
  { tier: 1, category: 'comfort', name: 'Accès et démarrage sans clé' },
  { tier: 1, category: 'comfort', family: 'chauffants', name: 'Sièges avant chauffants' },
  { tier: 2, category: 'comfort', name: 'Volant chauffant' },
  {
    tier: 2,
    category: 'comfort',
    name: 'Hayon électrique',
    when: (t) => t.body === 'suv' || t.body === 'estate' || t.body === 'mpv',
  },
  { tier: 1, category: 'comfort', name: 'Pompe à chaleur', when: (t) => t.fuel === 'electric' },

  { tier: 0, category: 'safety', name: 'Freinage d’urgence autonome' },
  { tier: 0, category: 'safety', name: 'Aide au maintien dans la voie' },
  { tier: 0, category: 'safety', name: 'Reconnaissance des panneaux de signalisation' },
  { tier: 0, category: 'safety', name: 'Détecteur de fatigue' },
  { tier: 1, category: 'safety', family: 'radars', name: 'Radars de stationnement arrière' },
  { tier: 2, category: 'safety', family: 'radars', name: 'Radars de stationnement avant et arrière' },
  { tier: 1, category: 'safety', family: 'camera', name: 'Caméra de recul' },
  { tier: 2, category: 'safety', family: 'camera', name: 'Caméra 360°' },
  { tier: 1, category: 'safety', name: 'Surveillance des angles morts' },
  { tier: 2, category: 'safety', name: 'Alerte de trafic transversal arrière' },

  { tier: 0, category: 'multimedia', family: 'ecran', name: 'Écran tactile 8 pouces' },
  { tier: 1, category: 'multimedia', family: 'ecran', name: 'Écran tactile 10,25 pouces' },
  { tier: 0, category: 'multimedia', family: 'radio', name: 'Radio DAB et Bluetooth' },
  { tier: 0, category: 'multimedia', family: 'carplay', name: 'Apple CarPlay et Android Auto' },
  { tier: 1, category: 'multimedia', family: 'carplay', name: 'Apple CarPlay et Android Auto sans fil' },
  { tier: 1, category: 'multimedia', family: 'navigation', name: 'Navigation connectée' },
  { tier: 1, category: 'multimedia', name: 'Chargeur de smartphone à induction', when: notUtility },
  {
    tier: 2,
    category: 'multimedia',
    family: 'instrumentation',
    name: 'Combiné d’instrumentation numérique 12,3 pouces',
  },
  { tier: 2, category: 'multimedia', family: 'audio', name: 'Système audio premium', when: notUtility },

  { tier: 0, category: 'exterior', family: 'feux', name: 'Feux de jour LED' },
  { tier: 1, category: 'exterior', family: 'feux', name: 'Phares full LED' },
  { tier: 0, category: 'exterior', family: 'jantes', name: 'Jantes acier 16 pouces avec enjoliveurs' },
  { tier: 1, category: 'exterior', family: 'jantes', name: 'Jantes alliage 17 pouces' },
  { tier: 2, category: 'exterior', family: 'jantes', name: 'Jantes alliage 18 pouces' },
  { tier: 1, category: 'exterior', name: 'Rétroviseurs rabattables électriquement' },
  { tier: 1, category: 'exterior', name: 'Vitres arrière surteintées', when: notUtility },
  { tier: 2, category: 'exterior', family: 'toit', name: 'Toit panoramique', when: hasRoof },
  { tier: 0, category: 'exterior', family: 'capote', name: 'Capote électrique', when: (t) => t.body === 'convertible' },
  { tier: 0, category: 'exterior', name: 'Porte latérale coulissante', when: (t) => t.body === 'van' },
  { tier: 0, category: 'exterior', name: 'Attelage', when: (t) => t.body === 'pickup' },
  { tier: 0, category: 'exterior', name: 'Benne avec revêtement de protection', when: (t) => t.body === 'pickup' },

  { tier: 0, category: 'interior', family: 'sellerie', name: 'Sellerie tissu' },
  { tier: 2, category: 'interior', family: 'sellerie', name: 'Sellerie cuir', when: notUtility },
  { tier: 1, category: 'interior', name: 'Volant cuir' },
  { tier: 1, category: 'interior', name: 'Accoudoir central avant' },
  {
    tier: 0,
    category: 'interior',
    name: 'Banquette arrière rabattable 60/40',
    when: (t) => notUtility(t) && t.seats >= 4,
  },
  { tier: 2, category: 'interior', name: 'Éclairage d’ambiance', when: notUtility },
  { tier: 0, category: 'interior', name: 'Cloison de séparation', when: (t) => t.body === 'van' },
  { tier: 0, category: 'interior', name: 'Plancher de chargement en bois', when: (t) => t.body === 'van' },

  { tier: 0, category: 'driving', family: 'regulateur', name: 'Régulateur et limiteur de vitesse' },
  { tier: 1, category: 'driving', family: 'regulateur', name: 'Régulateur de vitesse adaptatif' },
  { tier: 0, category: 'driving', name: 'Aide au démarrage en côte' },
  { tier: 1, category: 'driving', name: 'Modes de conduite' },
  { tier: 2, category: 'driving', name: 'Affichage tête haute', when: notUtility },
  { tier: 2, category: 'driving', name: 'Aide au stationnement automatique' },
  {
    tier: 0,
    category: 'driving',
    family: 'transmission',
    name: 'Transmission intégrale',
    when: (t) => t.allWheelDrive,
  },
  {
    tier: 0,
    category: 'driving',
    family: 'cable',
    name: 'Câble de recharge Mode 3',
    when: (t) => t.fuel === 'electric' || t.plugIn,
  },
  {
    tier: 0,
    category: 'driving',
    family: 'chargeur',
    name: 'Chargeur embarqué 11 kW',
    when: (t) => t.fuel === 'electric',
  },
  { tier: 0, category: 'driving', family: 'chargeur', name: 'Chargeur embarqué 7,4 kW', when: (t) => t.plugIn },
  {
    tier: 0,
    category: 'driving',
    family: 'recharge',
    name: 'Recharge rapide en courant continu',
    when: (t) => t.fuel === 'electric',
  },
];

const HIGHLIGHT_FAMILIES: [RegExp, string][] = [
  [/^Climatisation/, 'clim'],
  [/chauffants/, 'chauffants'],
  [/^Radars/, 'radars'],
  [/^Caméra/, 'camera'],
  [/^(Écran|Deux écrans|Double écran)/, 'ecran'],
  [/radio|Bluetooth/i, 'radio'],
  [/CarPlay/, 'carplay'],
  [/^Navigation/, 'navigation'],
  [/^(Instrumentation|Combiné)/, 'instrumentation'],
  [/^Système audio/, 'audio'],
  [/^(Feux|Phares)/, 'feux'],
  [/^Jantes/, 'jantes'],
  [/^Toit/, 'toit'],
  [/^Capote/, 'capote'],
  [/^(Sellerie|Sièges .*(cuir|Alcantara|simili|velours))/, 'sellerie'],
  [/^Régulateur/, 'regulateur'],
  [/^(Transmission|Quatre roues motrices)/, 'transmission'],
  [/^Câble de recharge/, 'cable'],
  [/^Chargeur embarqué/, 'chargeur'],
  [/^Recharge rapide/, 'recharge'],
];

/** The families an equipment line belongs to (`Jantes alliage 18 pouces` → `jantes`). */
export function highlightFamilies(name: string): string[] {
  return HIGHLIGHT_FAMILIES.filter(([pattern]) => pattern.test(name)).map(([, family]) => family);
}

const HIGHLIGHT_CATEGORIES: [RegExp, Category][] = [
  [/climatisation|chauffant|ventilé|massant|hayon|accès|clé|pompe à chaleur|relaxation/i, 'comfort'],
  [/caméra|freinage|angles morts|maintien|airbag|radars|surveillance|descente|motricité/i, 'safety'],
  [/écran|navigation|audio|carplay|radio|bluetooth|smartphone|instrumentation|sync/i, 'multimedia'],
  [/sellerie|siège|volant|ambiance|pédalier|banquette|console|cloison|tapis/i, 'interior'],
  [
    /jantes|feux|phares|toit|design|boucliers|protections|barres|capote|look|pneus|carbone|échappement|attelage|porte|arceau|crochets|benne/i,
    'exterior',
  ],
];

const listed = new WeakMap<DemoTrim, EquipmentItem[]>();

/** The equipment list of a trim: the standard items for its level, then its own highlights, by category. */
export function demoEquipment(trim: DemoTrim): EquipmentItem[] {
  let list = listed.get(trim);
  if (!list) {
    list = equipmentList(trim);
    listed.set(trim, list);
  }
  return list.map((item) => ({ ...item }));
}

function equipmentList(trim: DemoTrim): EquipmentItem[] {
  // The trim's grade, not its place in the price list: an `EV Active` is still an Active.
  const tier = trim.grade;
  const better = new Set(trim.betterHighlights);
  const highlights = trim.highlights.map((name) => ({
    name,
    category: HIGHLIGHT_CATEGORIES.find(([pattern]) => pattern.test(name))?.[1] ?? ('driving' as Category),
  }));
  const coveredFamilies = new Set(
    trim.highlights.flatMap((name) =>
      HIGHLIGHT_FAMILIES.filter(([pattern]) => pattern.test(name)).map(([, family]) => family),
    ),
  );
  const best = new Map<string, Item>();
  const standard: Item[] = [];
  for (const item of STANDARD_EQUIPMENT) {
    if (item.tier > tier || (item.when && !item.when(trim)) || better.has(item.name)) continue;
    if (!item.family) {
      standard.push(item);
      continue;
    }
    if (coveredFamilies.has(item.family)) continue;
    const current = best.get(item.family);
    if (!current || item.tier >= current.tier) best.set(item.family, item);
  }
  const chosen = [...standard, ...best.values(), ...highlights];
  const names = new Set<string>();
  const list: EquipmentItem[] = [];
  for (const category of EQUIPMENT_CATEGORIES) {
    for (const item of chosen) {
      if (item.category !== category || names.has(item.name)) continue;
      names.add(item.name);
      list.push({ category, name: item.name });
    }
  }
  return list;
}
