// Walks over posting lists (ascending slot numbers), newest slot first, one slot per next() and -1 at the end.
// Slots are handed out in date order, so the first slots walked are the newest documents.

export interface Walk {
  next(): number;
}

/** Every slot, from the last. */
export function walkAll(size: number): Walk {
  let s = size;
  return { next: () => --s };
}

/** Slots in any of the lists (an `|`), each once. */
export function walkUnion(lists: number[][]): Walk {
  const at = lists.map((l) => l.length - 1);
  return {
    next: () => {
      let best = -1;
      for (let i = 0; i < lists.length; i++) if (at[i]! >= 0 && lists[i]![at[i]!]! > best) best = lists[i]![at[i]!]!;
      for (let i = 0; i < lists.length; i++) if (at[i]! >= 0 && lists[i]![at[i]!] === best) at[i]!--;
      return best;
    },
  };
}

/** Slots in every list: the shortest is walked, the others stepped down alongside it. */
export function walkIntersection(input: number[][]): Walk {
  const lists = [...input].sort((a, b) => a.length - b.length);
  const lead = lists[0]!;
  const at = lists.map((l) => l.length - 1);
  let i = lead.length;
  return {
    next: () => {
      outer: while (--i >= 0) {
        const slot = lead[i]!;
        for (let k = 1; k < lists.length; k++) {
          const l = lists[k]!;
          let p = at[k]!;
          while (p >= 0 && l[p]! > slot) p--;
          at[k] = p;
          if (p < 0) return -1;
          if (l[p] !== slot) continue outer;
        }
        return slot;
      }
      return -1;
    },
  };
}
