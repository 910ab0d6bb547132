/** Between two names: PostgreSQL text never holds NUL, so no name contains it and no match can span two names. */
const SEPARATOR = '\u0000';

/**
 * One column of lower-cased names, position by position. A text of two characters or more is found through an
 * index of every pair of neighbouring characters: the names holding the text's rarest pair are the only
 * candidates, and each is checked whole (a name search touches tens or hundreds of names, not 10,000). A single
 * character is found by `indexOf` calls over all names held as one text.
 */
export class NameText {
  readonly #names: ReadonlyArray<string | null>;
  readonly #text: string;
  /** Where each position's name starts in #text, and one more entry for the end. */
  readonly #starts: Int32Array;
  /** 1 where a name is written (even empty), 0 where it is null. */
  readonly #written: Uint8Array;
  /** Every pair of neighbouring characters in a name (as pairKey), and the positions (ascending, each once) whose name holds it. */
  readonly #pairs: Map<number, Int32Array>;

  constructor(names: ReadonlyArray<string | null>) {
    this.#names = names;
    this.#starts = new Int32Array(names.length + 1);
    let offset = 0;
    names.forEach((name, at) => {
      this.#starts[at] = offset;
      offset += (name ?? '').length + SEPARATOR.length;
    });
    this.#starts[names.length] = offset;
    this.#written = Uint8Array.from(names, (name) => (name === null ? 0 : 1));
    this.#text = names.map((name) => name ?? '').join(SEPARATOR) + SEPARATOR;
    this.#pairs = pairHolders(names);
  }

  /**
   * Sets `found[at]` to 1 for every position whose name contains `text` (a name that is null contains nothing),
   * and adds each position it newly marks to `hits`.
   */
  mark(text: string, found: Uint8Array, hits: number[]): void {
    if (text.includes(SEPARATOR)) return;
    const note = (at: number) => {
      if (found[at] === 1) return;
      found[at] = 1;
      hits.push(at);
    };
    if (text === '') {
      this.#written.forEach((written, at) => {
        if (written) note(at);
      });
      return;
    }
    if (text.length >= 2) {
      const candidates = this.#candidates(text);
      for (const at of candidates) if (this.#names[at]!.includes(text)) note(at);
      return;
    }
    const last = this.#starts.length - 1;
    let from = 0;
    for (;;) {
      const hit = this.#text.indexOf(text, from);
      if (hit === -1) return;
      const at = this.#positionOf(hit);
      note(at);
      from = this.#starts[at + 1]!;
      if (at + 1 >= last) return;
    }
  }

  /**
   * The positions holding both of the text's two least common pairs of characters (none if some pair is in no
   * name): every name containing the text is among them, and few others are.
   */
  #candidates(text: string): Int32Array {
    let rarest: Int32Array = EMPTY;
    let next: Int32Array = EMPTY;
    for (let i = 0; i + 1 < text.length; i++) {
      const holders = this.#pairs.get(pairKey(text, i));
      if (!holders) return EMPTY;
      if (i === 0 || holders.length < rarest.length) [rarest, next] = [holders, i === 0 ? EMPTY : rarest];
      else if (next === EMPTY || holders.length < next.length) next = holders;
    }
    return next === EMPTY || next === rarest ? rarest : intersection(rarest, next);
  }

  /** The position whose name holds offset `offset` of #text. */
  #positionOf(offset: number): number {
    let low = 0;
    let high = this.#starts.length - 2;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.#starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}

const EMPTY = new Int32Array(0);

/** The numbers in both ascending lists, ascending. */
function intersection(a: Int32Array, b: Int32Array): Int32Array {
  const both = new Int32Array(Math.min(a.length, b.length));
  let count = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i]! < b[j]!) i += 1;
    else if (a[i]! > b[j]!) j += 1;
    else {
      both[count++] = a[i]!;
      i += 1;
      j += 1;
    }
  }
  return both.subarray(0, count);
}

/**
 * For every pair of neighbouring characters (as pairKey), the positions whose name holds it: ascending, each once.
 * A counting sort over typed arrays: each distinct character gets a small number, each pair of them a slot in a
 * square table (the shop's names use about 120 characters: 14,400 slots); count each pair's names, then fill one
 * array that the pairs' lists share. A map operation per pair took five times as long, on every index rebuild.
 */
function pairHolders(names: ReadonlyArray<string | null>): Map<number, Int32Array> {
  const holders = new Map<number, Int32Array>();
  const small = new Int32Array(0x10000).fill(-1);
  const chars: number[] = [];
  for (const name of names) {
    if (!name) continue;
    for (let i = 0; i < name.length; i++) {
      const c = name.charCodeAt(i);
      if (small[c] === -1) small[c] = chars.push(c) - 1;
    }
  }
  const side = chars.length;
  let count = 0;
  for (const name of names) if (name) count += Math.max(0, name.length - 1);
  // Each pair of neighbours: its slot (-1 when the name already had that pair) and its name's position.
  const slotOf = new Int32Array(count);
  const atOf = new Int32Array(count);
  const starts = new Int32Array(side * side + 1);
  const last = new Int32Array(side * side).fill(-1);
  let k = 0;
  for (let at = 0; at < names.length; at++) {
    const name = names[at];
    if (!name) continue;
    for (let i = 0; i + 1 < name.length; i++, k++) {
      const slot = small[name.charCodeAt(i)]! * side + small[name.charCodeAt(i + 1)]!;
      atOf[k] = at;
      if (last[slot] === at) {
        slotOf[k] = -1;
        continue;
      }
      last[slot] = at;
      slotOf[k] = slot;
      starts[slot + 1]! += 1;
    }
  }
  for (let slot = 0; slot < side * side; slot++) starts[slot + 1]! += starts[slot]!;
  const positions = new Int32Array(starts[side * side]!);
  const next = starts.slice(0, side * side);
  for (let j = 0; j < count; j++) {
    const slot = slotOf[j]!;
    if (slot !== -1) positions[next[slot]!++] = atOf[j]!;
  }
  for (let slot = 0; slot < side * side; slot++) {
    if (starts[slot] === starts[slot + 1]) continue;
    const key = chars[Math.floor(slot / side)]! * 0x10000 + chars[slot % side]!;
    holders.set(key, positions.subarray(starts[slot]!, starts[slot + 1]!));
  }
  return holders;
}

/** The characters at `i` and `i + 1` (UTF-16 code units) as one number. */
function pairKey(text: string, i: number): number {
  return text.charCodeAt(i) * 0x10000 + text.charCodeAt(i + 1);
}
