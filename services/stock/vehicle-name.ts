import type { Vehicle } from './get-vehicle';

/** `text` without a leading `word` (whole word, any case): `Tipo 1.5 Hybrid` less `Tipo` → `1.5 Hybrid`. */
function withoutLeading(text: string, word: string): string {
  const lower = text.toLowerCase();
  const w = word.toLowerCase();
  return w && lower.startsWith(w) && (text.length === w.length || /\s/.test(text[w.length]!))
    ? text.slice(w.length).trim()
    : text;
}

/**
 * `{Make} {Model} {Trim}`, each name once: a model name that already carries the make (`MG4`) is not prefixed
 * again, and a trim that repeats the model (`Tipo 1.5 Hybrid 130 ch` of the Tipo) or the make loses it
 * (`Fiat Tipo 1.5 Hybrid 130 ch`, never `Fiat Tipo Tipo …`).
 */
export function vehicleName(v: Pick<Vehicle, 'makeName' | 'modelName' | 'trim'>): string {
  const model = v.modelName.toLowerCase().startsWith(v.makeName.toLowerCase())
    ? v.modelName
    : `${v.makeName} ${v.modelName}`;
  const trim = withoutLeading(withoutLeading(withoutLeading(v.trim.trim(), v.makeName), v.modelName), model);
  return `${model} ${trim}`.trim();
}
