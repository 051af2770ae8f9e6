/**
 * The stock's keyword documents in memory, beside the other columns of the stock index: PostgreSQL makes
 * each vehicle's lexemes (the generated `search_document`: unaccent, French stems) and parses the visitor's
 * words into a tsquery (`websearch_to_tsquery`); evaluating that tsquery over 100 000 documents is a few
 * passes over typed arrays here, where the database would read every matching row (half a second in PGlite
 * for a word most vehicles have).
 */
export type KeywordIndex = {
  /** Lexeme → the slots whose document has it, ascending. */
  postings: Map<string, Int32Array>;
  /** Each slot's document by word position (1-based in PostgreSQL, 0-based here): lexeme codes, -1 for none. */
  words: Int32Array;
  offsets: Int32Array;
  /** The code of each lexeme in `words`. */
  codes: Map<string, number>;
  /** Every word of the documents as written (lower case, unaccented): what a misspelt word is compared with. */
  vocabulary: string[];
};

/** `'7':16 'esch-sur-alzet':8 'plac':17` → [lexeme, positions][] (a tsvector's text form). */
function lexemesOf(document: string): [string, number[]][] {
  const found: [string, number[]][] = [];
  for (const match of document.matchAll(/'((?:[^']|'')*)'(?::([\d,A-D]+))?/g)) {
    const positions = (match[2] ?? '').split(',').flatMap((p) => (p ? [Number.parseInt(p, 10)] : []));
    found.push([match[1]!.replaceAll("''", "'"), positions]);
  }
  return found;
}

export function buildKeywordIndex(rows: readonly { document: string; text: string }[]): KeywordIndex {
  const lists = new Map<string, number[]>();
  const codes = new Map<string, number>();
  const perSlot: [number, number][][] = [];
  let length = 0;
  const vocabulary = new Set<string>();
  rows.forEach((row, slot) => {
    const placed: [number, number][] = [];
    for (const [lexeme, positions] of lexemesOf(row.document)) {
      (lists.get(lexeme) ?? lists.set(lexeme, []).get(lexeme)!).push(slot);
      let code = codes.get(lexeme);
      if (code === undefined) codes.set(lexeme, (code = codes.size));
      for (const position of positions) placed.push([position - 1, code]);
    }
    const size = placed.reduce((max, [position]) => Math.max(max, position + 1), 0);
    perSlot.push(placed);
    length += size;
    for (const word of row.text.split(/[^\p{L}\p{N}]+/u)) if (word.length >= 3) vocabulary.add(word);
  });
  const words = new Int32Array(length).fill(-1);
  const offsets = new Int32Array(rows.length + 1);
  perSlot.forEach((placed, slot) => {
    const size = placed.reduce((max, [position]) => Math.max(max, position + 1), 0);
    for (const [position, code] of placed) words[offsets[slot]! + position] = code;
    offsets[slot + 1] = offsets[slot]! + size;
  });
  const postings = new Map([...lists].map(([lexeme, slots]) => [lexeme, Int32Array.from(slots)]));
  return { postings, words, offsets, codes, vocabulary: [...vocabulary].sort() };
}

type Node =
  | { kind: 'term'; lexeme: string }
  | { kind: 'not'; operand: Node }
  | { kind: 'and' | 'or'; left: Node; right: Node }
  | { kind: 'phrase'; left: Node; right: Node; distance: number };

/** Parses a tsquery's text form (`'tucson' & 'hybrid'`, `'7' <-> 'plac'`, `'ki' | 'hyund' & !'diesel'`). */
export function parseTsquery(text: string): Node | null {
  const tokens = [...text.matchAll(/'((?:[^']|'')*)'(?::\*?[A-D]*)?|<(-|\d+)>|[&|!()]/g)].map((m) =>
    m[1] !== undefined ? { term: m[1].replaceAll("''", "'") } : m[2] !== undefined ? { distance: m[2] } : { op: m[0] },
  );
  let at = 0;
  const peek = () => tokens[at];
  // PostgreSQL's precedence, loosest first: |, &, <->, !.
  const or = (): Node | null => {
    let left = and();
    while (left && peek() && 'op' in peek()! && peek()!.op === '|') {
      at++;
      const right = and();
      if (!right) return left;
      left = { kind: 'or', left, right };
    }
    return left;
  };
  const and = (): Node | null => {
    let left = phrase();
    while (left && peek() && 'op' in peek()! && peek()!.op === '&') {
      at++;
      const right = phrase();
      if (!right) return left;
      left = { kind: 'and', left, right };
    }
    return left;
  };
  const phrase = (): Node | null => {
    let left = unary();
    while (left && peek() && 'distance' in peek()!) {
      const token = peek() as { distance: string };
      at++;
      const right = unary();
      if (!right) return left;
      left = { kind: 'phrase', left, right, distance: token.distance === '-' ? 1 : Number(token.distance) };
    }
    return left;
  };
  const unary = (): Node | null => {
    const token = peek();
    if (!token) return null;
    at++;
    if ('term' in token && token.term !== undefined) return { kind: 'term', lexeme: token.term };
    if ('op' in token && token.op === '!') {
      const operand = unary();
      return operand ? { kind: 'not', operand } : null;
    }
    if ('op' in token && token.op === '(') {
      const inner = or();
      if (peek() && 'op' in peek()! && peek()!.op === ')') at++;
      return inner;
    }
    return null;
  };
  return or();
}

/** The terms of a phrase, each with its distance from the first (`'esch' <2> 'alzet'` → esch at 0, alzet at 2). */
function phraseTerms(node: Node, start = 0): [string, number][] | null {
  if (node.kind === 'term') return [[node.lexeme, start]];
  if (node.kind !== 'phrase') return null;
  const left = phraseTerms(node.left, start);
  if (!left) return null;
  const last = Math.max(...left.map(([, offset]) => offset));
  const right = phraseTerms(node.right, last + node.distance);
  return right ? [...left, ...right] : null;
}

function termMask(index: KeywordIndex, size: number, lexeme: string): Uint8Array {
  const mask = new Uint8Array(size);
  const slots = index.postings.get(lexeme);
  if (slots) for (let i = 0; i < slots.length; i++) mask[slots[i]!] = 1;
  return mask;
}

/** Which slots the tsquery matches (1) or not (0), as PostgreSQL's `@@` would answer over the documents. */
export function evaluateTsquery(index: KeywordIndex, size: number, node: Node): Uint8Array {
  switch (node.kind) {
    case 'term':
      return termMask(index, size, node.lexeme);
    case 'not': {
      const mask = evaluateTsquery(index, size, node.operand);
      for (let slot = 0; slot < size; slot++) mask[slot]! ^= 1;
      return mask;
    }
    case 'and':
    case 'or': {
      const left = evaluateTsquery(index, size, node.left);
      const right = evaluateTsquery(index, size, node.right);
      if (node.kind === 'and') for (let slot = 0; slot < size; slot++) left[slot]! &= right[slot]!;
      else for (let slot = 0; slot < size; slot++) left[slot]! |= right[slot]!;
      return left;
    }
    case 'phrase': {
      const terms = phraseTerms(node);
      // Only phrases of words come from websearch_to_tsquery; anything else is read as all its parts.
      if (!terms) return evaluateTsquery(index, size, { kind: 'and', left: node.left, right: node.right });
      const mask = terms
        .map(([lexeme]) => termMask(index, size, lexeme))
        .reduce((all, one) => {
          for (let slot = 0; slot < size; slot++) all[slot]! &= one[slot]!;
          return all;
        });
      const codes = terms.map(([lexeme, offset]) => [index.codes.get(lexeme) ?? -2, offset] as const);
      for (let slot = 0; slot < size; slot++) {
        if (mask[slot] === 0) continue;
        const from = index.offsets[slot]!;
        const to = index.offsets[slot + 1]!;
        let found = false;
        for (let start = from; start < to && !found; start++)
          found = codes.every(([code, offset]) => start + offset < to && index.words[start + offset] === code);
        if (!found) mask[slot] = 0;
      }
      return mask;
    }
  }
}
