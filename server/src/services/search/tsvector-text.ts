// A tsvector read from its text form (`'lexeme':1A,7B 'other':3`). Positions keep PostgreSQL's own 16-bit form:
// the weight in the top two bits (A = 3, B = 2, C = 1, D = 0) over a 14-bit position, so phrase distances and
// ranks are computed from the same numbers PostgreSQL uses.

export interface ParsedVector {
  lexemes: string[];
  /** One list per lexeme; empty when the vector carries no position for it. */
  positions: number[][];
}

const WEIGHT: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

export function parseTsvector(text: string): ParsedVector {
  const lexemes: string[] = [];
  const positions: number[][] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    if (text[i] !== "'") {
      i++;
      continue;
    }
    i++;
    let lex = '';
    let runStart = i;
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 92 /* \ */) {
        lex += text.slice(runStart, i) + text[i + 1];
        i += 2;
        runStart = i;
      } else if (c === 39 /* ' */) {
        if (text.charCodeAt(i + 1) === 39) {
          lex += text.slice(runStart, i) + "'";
          i += 2;
          runStart = i;
        } else {
          lex += text.slice(runStart, i);
          i++;
          break;
        }
      } else if (i >= n) {
        throw new Error('unterminated lexeme in tsvector text');
      } else {
        i++;
      }
    }
    const pos: number[] = [];
    if (text[i] === ':') {
      i++;
      for (;;) {
        let p = 0;
        while (i < n && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) p = p * 10 + text.charCodeAt(i++) - 48;
        const w = WEIGHT[text[i] ?? ''];
        if (w !== undefined) i++;
        pos.push(((w ?? 0) << 14) | Math.min(p, 16383));
        if (text[i] !== ',') break;
        i++;
      }
    }
    lexemes.push(lex);
    positions.push(pos);
  }
  return { lexemes, positions };
}
