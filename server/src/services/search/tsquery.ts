// PostgreSQL's tsquery, read back from its text form (`'a' & !'b' | 'c' <-> 'd'`), so the in-process index can
// answer exactly what `search @@ websearch_to_tsquery('simple', text)` would. PostgreSQL still turns the user's text
// into lexemes (its parser's rules for hosts, hyphenated words, numbers... are not repeated here); only the
// evaluation runs here. What websearch_to_tsquery never produces (prefixes `:*`, weights `:A`, a negation or an
// `&`/`|` inside a phrase) is not read: the caller then searches in SQL as before.

export type QueryNode =
  | { k: 'lex'; lex: string }
  | { k: 'not'; arg: QueryNode }
  | { k: 'and' | 'or'; l: QueryNode; r: QueryNode }
  | { k: 'phrase'; l: QueryNode; r: QueryNode; dist: number };

type Token = { t: 'lex'; v: string } | { t: 'op'; v: '&' | '|' | '!' | '(' | ')' } | { t: 'phrase'; dist: number };

function tokenize(text: string): Token[] | null {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === ' ') {
      i++;
    } else if (c === "'") {
      let v = '';
      i++;
      for (;;) {
        if (i >= text.length) return null;
        const d = text[i]!;
        if (d === '\\' && i + 1 < text.length) {
          v += text[i + 1];
          i += 2;
        } else if (d === "'" && text[i + 1] === "'") {
          v += "'";
          i += 2;
        } else if (d === "'") {
          i++;
          break;
        } else {
          v += d;
          i++;
        }
      }
      // A `:*` prefix or `:AB` weight restriction follows the operand: not something this evaluator knows.
      if (text[i] === ':') return null;
      out.push({ t: 'lex', v });
    } else if (c === '<') {
      const m = /^<(-|\d+)>/.exec(text.slice(i, i + 8));
      if (!m) return null;
      out.push({ t: 'phrase', dist: m[1] === '-' ? 1 : Number(m[1]) });
      i += m[0].length;
    } else if (c === '&' || c === '|' || c === '!' || c === '(' || c === ')') {
      out.push({ t: 'op', v: c });
      i++;
    } else {
      return null;
    }
  }
  return out;
}

/**
 * The tree of a tsquery's text output; `{ empty }` for a query without lexemes (it matches nothing), null for a
 * form this evaluator does not handle.
 */
export function parseTsquery(text: string): QueryNode | 'empty' | null {
  const tokens = tokenize(text);
  if (!tokens) return null;
  if (tokens.length === 0) return 'empty';
  let at = 0;
  const peek = () => tokens[at];
  const isOp = (v: string) => {
    const t = peek();
    return t?.t === 'op' && t.v === v;
  };
  // Precedence as PostgreSQL prints it: `!` binds tightest, then `<->`, then `&`, then `|`; all left-associative.
  const or = (): QueryNode | null => {
    let l = and();
    while (l && isOp('|')) {
      at++;
      const r = and();
      l = r && { k: 'or', l, r };
    }
    return l;
  };
  const and = (): QueryNode | null => {
    let l = phrase();
    while (l && isOp('&')) {
      at++;
      const r = phrase();
      l = r && { k: 'and', l, r };
    }
    return l;
  };
  const phrase = (): QueryNode | null => {
    let l = unary();
    for (let t = peek(); l && t?.t === 'phrase'; t = peek()) {
      at++;
      const r = unary();
      l = r && { k: 'phrase', l, r, dist: t.dist };
    }
    return l;
  };
  const unary = (): QueryNode | null => {
    const t = peek();
    if (!t) return null;
    at++;
    if (t.t === 'lex') return { k: 'lex', lex: t.v };
    if (t.t === 'op' && t.v === '!') {
      const arg = unary();
      return arg && { k: 'not', arg };
    }
    if (t.t === 'op' && t.v === '(') {
      const inner = or();
      if (!inner || !isOp(')')) return null;
      at++;
      return inner;
    }
    return null;
  };
  const root = or();
  if (!root || at !== tokens.length || !phrasesArePlain(root, false)) return null;
  return root;
}

/** Phrases of lexemes and phrases only: PostgreSQL's rules for `!`, `&` and `|` inside a phrase are not repeated. */
function phrasesArePlain(n: QueryNode, inPhrase: boolean): boolean {
  switch (n.k) {
    case 'lex':
      return true;
    case 'phrase':
      return phrasesArePlain(n.l, true) && phrasesArePlain(n.r, true);
    case 'not':
      return !inPhrase && phrasesArePlain(n.arg, false);
    default:
      return !inPhrase && phrasesArePlain(n.l, false) && phrasesArePlain(n.r, false);
  }
}

/**
 * PostgreSQL's querytree(): the query without its negations (an `|` with a negated side goes whole), null when
 * nothing is left. Relevance ranks by this part (search-repo's rankedCandidates does the same in SQL).
 */
export function withoutNegations(n: QueryNode): QueryNode | null {
  switch (n.k) {
    case 'lex':
      return n;
    case 'not':
      return null;
    case 'or': {
      const l = withoutNegations(n.l);
      const r = l && withoutNegations(n.r);
      return l && r ? { ...n, l, r } : null;
    }
    default: {
      const l = withoutNegations(n.l);
      const r = withoutNegations(n.r);
      if (l && r) return { ...n, l, r };
      return l ?? r;
    }
  }
}

/** Every lexeme the query names, negated ones included. */
export function lexemesOf(n: QueryNode, out: string[] = []): string[] {
  if (n.k === 'lex') out.push(n.lex);
  else if (n.k === 'not') lexemesOf(n.arg, out);
  else {
    lexemesOf(n.l, out);
    lexemesOf(n.r, out);
  }
  return out;
}
