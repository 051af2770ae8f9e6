/**
 * What the model stories do not say and a believable stock needs, per model (`make/model`), from the makers'
 * public launch dates and price lists:
 * - `launch`: the year the generation the trims describe was first registered in Luxembourg; `from` a trim's
 *   own year where it differs (a hybrid or electric version that came later, an electric one kept from the
 *   previous generation). No car of a trim is older than its year.
 * - `grades`: the equipment level of each trim, in the story's order (0 entry, 1 mid, 2 top). The stories
 *   list trims by price, which mixes energies and grades (an `EV Active` costs more than a `HEV GT-Line` and
 *   is still an Active): equipment follows the grade, never the place in the list.
 * - `hybrid`: what a non-plug-in hybrid of the model is when its trim name does not say (`MHEV`, `HEV`…).
 */
export type ModelFacts = {
  launch: number;
  grades: readonly (0 | 1 | 2)[];
  from?: Readonly<Record<string, number>>;
  hybrid?: 'mild' | 'full';
};

export const MODEL_FACTS: Readonly<Record<string, ModelFacts>> = {
  'abarth/500e': { launch: 2023, grades: [1, 2] },
  'abarth/600e': { launch: 2024, grades: [1, 2] },
  'alfa-romeo/giulia': { launch: 2016, grades: [0, 1, 2] },
  'alfa-romeo/junior': { launch: 2024, grades: [0, 1, 1, 2], hybrid: 'mild' },
  'alfa-romeo/stelvio': { launch: 2017, grades: [0, 1, 2] },
  'alfa-romeo/tonale': {
    launch: 2022,
    grades: [0, 1, 2],
    from: { 'Veloce Plug-in Hybrid Q4 280 ch': 2023 },
    hybrid: 'mild',
  },
  'corvette/e-ray': { launch: 2024, grades: [2, 2], hybrid: 'full' },
  'corvette/stingray': { launch: 2020, grades: [2, 2] },
  'fiat/500e': { launch: 2021, grades: [0, 1, 1] },
  'fiat/600': {
    launch: 2023,
    grades: [0, 1, 1],
    from: { 'Pop Hybrid 100 ch': 2024, 'La Prima Hybrid 136 ch': 2024 },
    hybrid: 'mild',
  },
  'fiat/doblo': { launch: 2022, grades: [0, 1, 0] },
  'fiat/ducato': { launch: 2022, grades: [0, 1, 0], from: { 'E-Ducato Fourgon L3H2 110 kWh': 2024 } },
  'fiat/grande-panda': { launch: 2024, grades: [0, 1, 1], hybrid: 'mild' },
  'fiat/tipo': {
    launch: 2021,
    grades: [0, 1, 1],
    from: { 'Tipo 1.5 Hybrid 130 ch': 2022, 'Cross 1.5 Hybrid 130 ch': 2022 },
    hybrid: 'mild',
  },
  'ford/capri': { launch: 2024, grades: [0, 1, 2] },
  'ford/explorer': { launch: 2024, grades: [0, 1, 2] },
  'ford/kuga': { launch: 2020, grades: [0, 1, 2], from: { 'ST-Line X Full Hybrid 183 ch': 2021 } },
  'ford/mustang-mach-e': { launch: 2021, grades: [0, 1, 1, 2] },
  'ford/puma': { launch: 2020, grades: [0, 1, 1], from: { 'Gen-E Premium 168 ch': 2025 }, hybrid: 'mild' },
  'ford/ranger': { launch: 2023, grades: [0, 1, 2], from: { 'Wildtrak PHEV 281 ch': 2025 } },
  'ford/transit-custom': { launch: 2023, grades: [0, 1, 0, 0], from: { 'E-Transit Custom Trend 217 ch': 2024 } },
  'hyundai/bayon': { launch: 2021, grades: [0, 1, 2] },
  'hyundai/i10': { launch: 2020, grades: [0, 1, 1] },
  'hyundai/i20': { launch: 2020, grades: [0, 1, 2] },
  'hyundai/inster': { launch: 2024, grades: [0, 1, 1], from: { 'INSTER CROSS 49 kWh 115 ch': 2025 } },
  'hyundai/ioniq-5': {
    launch: 2021,
    grades: [0, 1, 2],
    from: { '84 kWh 229 ch Premium': 2024, '84 kWh AWD 325 ch N Line': 2024 },
  },
  'hyundai/ioniq-6': {
    launch: 2022,
    grades: [0, 1, 2],
    from: { '84 kWh 229 ch Premium': 2024, '84 kWh AWD 325 ch N Line': 2024 },
  },
  'hyundai/kona': { launch: 2023, grades: [0, 1, 0, 1], hybrid: 'full' },
  'hyundai/santa-fe': { launch: 2024, grades: [1, 2, 2], hybrid: 'full' },
  'hyundai/tucson': { launch: 2021, grades: [0, 1, 1], hybrid: 'full' },
  'isuzu/d-max': { launch: 2021, grades: [0, 1, 2] },
  'jeep/avenger': {
    launch: 2023,
    grades: [0, 1, 2, 1],
    from: { 'Altitude e-Hybrid 100 ch': 2024, '4xe Overland 136 ch': 2024 },
    hybrid: 'mild',
  },
  'jeep/compass': {
    launch: 2021,
    grades: [1, 2, 2],
    from: { 'Altitude e-Hybrid 145 ch': 2022, 'Électrique Summit 213 ch': 2025 },
    hybrid: 'mild',
  },
  'jeep/renegade': { launch: 2020, grades: [0, 1, 2], from: { 'Longitude e-Hybrid 130 ch': 2022 }, hybrid: 'mild' },
  'jeep/wrangler': { launch: 2021, grades: [1, 2] },
  'kia/ceed': { launch: 2018, grades: [0, 1, 2] },
  'kia/ev3': { launch: 2024, grades: [0, 0, 2] },
  'kia/ev6': {
    launch: 2021,
    grades: [0, 1, 2, 2],
    from: { 'Earth 84 kWh RWD': 2024, 'GT-Line 84 kWh AWD': 2024, 'GT 84 kWh AWD': 2024 },
  },
  'kia/ev9': { launch: 2023, grades: [1, 2] },
  'kia/niro': { launch: 2022, grades: [0, 0, 0, 2], hybrid: 'full' },
  'kia/picanto': { launch: 2017, grades: [0, 1, 1] },
  'kia/sorento': { launch: 2020, grades: [1, 2, 2], hybrid: 'full' },
  'kia/sportage': { launch: 2022, grades: [0, 1, 2], from: { '1.6 T-GDi PHEV 288 ch AWD GT-Line': 2025 } },
  'kia/stonic': {
    launch: 2017,
    grades: [0, 1, 2],
    from: { 'Active 1.0 T-GDi MHEV 115 ch': 2021, 'GT-Line 1.0 T-GDi MHEV 115 ch DCT': 2021 },
  },
  'kia/xceed': { launch: 2019, grades: [0, 1, 2] },
  'lancia/ypsilon': {
    launch: 2024,
    grades: [0, 1, 1],
    from: { 'Ypsilon Hybrid 110 ch': 2025, 'LX Hybrid 110 ch': 2025 },
    hybrid: 'mild',
  },
  'mg/cyberster': { launch: 2024, grades: [1, 2] },
  'mg/hs': { launch: 2024, grades: [0, 1, 1], from: { 'Luxury Hybrid+ 224 ch': 2025 }, hybrid: 'full' },
  'mg/mg3': { launch: 2024, grades: [0, 1], hybrid: 'full' },
  'mg/mg4': { launch: 2022, grades: [0, 1, 2, 2], from: { 'XPOWER 64 kWh 435 ch': 2023 } },
  'mg/zs': { launch: 2024, grades: [0, 0, 1, 1], from: { 'EV Luxury Long Range 177 ch': 2021 }, hybrid: 'full' },
  'opel/astra': {
    launch: 2022,
    grades: [0, 1, 1, 1],
    from: { 'GS Hybrid 145 ch': 2024, 'GS Electric 156 ch': 2023 },
    hybrid: 'mild',
  },
  'opel/combo': { launch: 2024, grades: [0, 1, 0] },
  'opel/corsa': { launch: 2020, grades: [0, 1, 1], from: { 'GS Hybrid 110 ch': 2024 }, hybrid: 'mild' },
  'opel/frontera': { launch: 2024, grades: [0, 0, 1], hybrid: 'mild' },
  'opel/grandland': {
    launch: 2024,
    grades: [0, 1, 1],
    from: { 'GS Plug-in Hybrid 195 ch': 2025, 'GS Electric 213 ch': 2025 },
    hybrid: 'mild',
  },
  'opel/mokka': { launch: 2021, grades: [0, 1, 1], from: { 'GS Hybrid 136 ch': 2024 }, hybrid: 'mild' },
  'opel/movano': { launch: 2022, grades: [0, 1, 0] },
  'opel/vivaro': { launch: 2019, grades: [0, 1, 0], from: { 'Fourgon Electric L 75 kWh': 2020 } },
  'suzuki/ignis': { launch: 2020, grades: [0, 1, 1], hybrid: 'mild' },
  'suzuki/jimny': { launch: 2021, grades: [0, 1] },
  'suzuki/s-cross': {
    launch: 2022,
    grades: [0, 1, 2],
    from: { 'Privilège 1.5 Dualjet Hybrid AGS': 2023, 'Privilège AllGrip 1.5 Dualjet Hybrid AGS': 2023 },
    hybrid: 'mild',
  },
  'suzuki/swace': { launch: 2020, grades: [0, 1], hybrid: 'full' },
  'suzuki/swift': { launch: 2024, grades: [0, 1, 1], hybrid: 'mild' },
  'suzuki/vitara': {
    launch: 2019,
    grades: [0, 1, 2],
    from: { 'Avantage 1.4 Boosterjet Mild Hybrid': 2020, 'Privilège 1.5 Dualjet Hybrid AGS': 2022 },
    hybrid: 'mild',
  },
};
