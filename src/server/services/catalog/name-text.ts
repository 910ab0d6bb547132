/** Between two names: PostgreSQL text never holds NUL, so no name contains it and no match can span two names. */
const SEPARATOR = '\u0000';

/**
 * One column of lower-cased names, position by position, held as one text. A text of two characters or more is found
 * through an index of every pair of neighbouring characters: where in the text it occurs, and in which position's
 * name. At each occurrence of the text's rarest pair the text is compared in place, so a name search touches as
 * many places as that pair occurs (tens or hundreds of names, not 10,000) and never searches a name whole. A single
 * character is found by `indexOf` calls over the whole text.
 */
export class NameText {
  /** Every name, lower-cased, each followed by SEPARATOR, as UTF-16 code units (compared in place). */
  readonly #text: Uint16Array;
  /** Where each position's name starts in #text, and one more entry for the end. */
  readonly #starts: Int32Array;
  /** 1 where a name is written (even empty), 0 where it is null. */
  readonly #written: Uint8Array;
  /** Every pair of neighbouring characters in a name (as pairKey): the offsets in #text where it occurs, ascending. */
  readonly #pairs: Map<number, PairPlaces>;

  constructor(names: ReadonlyArray<string | null>) {
    this.#starts = new Int32Array(names.length + 1);
    let offset = 0;
    names.forEach((name, at) => {
      this.#starts[at] = offset;
      offset += (name ?? '').length + SEPARATOR.length;
    });
    this.#starts[names.length] = offset;
    this.#written = Uint8Array.from(names, (name) => (name === null ? 0 : 1));
    const text = names.map((name) => name ?? '').join(SEPARATOR) + SEPARATOR;
    this.#text = codeUnits(text);
    this.#pairs = pairPlaces(this.#text);
  }

  /**
   * Sets `found[at]` to 1 for every position whose name contains `text` (a name that is null contains nothing),
   * and writes each position it newly marks into `hits` from index `count` on. Returns the new count. `hits` has
   * room for every position (each is written at most once while marked).
   */
  mark(text: string, found: Uint8Array, hits: Int32Array, count: number): number {
    if (text.includes(SEPARATOR)) return count;
    if (text === '') {
      const written = this.#written;
      for (let at = 0; at < written.length; at++) {
        if (written[at] === 1 && found[at] === 0) {
          found[at] = 1;
          hits[count++] = at;
        }
      }
      return count;
    }
    if (text.length >= 2) return this.#markAtPairs(text, found, hits, count);
    const last = this.#starts.length - 1;
    const code = text.charCodeAt(0);
    let from = 0;
    let at = 0;
    for (;;) {
      const hit = this.#text.indexOf(code, from);
      if (hit === -1) return count;
      at = this.#positionOf(hit, at);
      if (found[at] === 0) {
        found[at] = 1;
        hits[count++] = at;
      }
      from = this.#starts[at + 1]!;
      if (at + 1 >= last) return count;
    }
  }

  /**
   * Marks each position whose name holds `text` (two characters or more): the text is compared where its rarest
   * pair of characters occurs, shifted back by that pair's place in the text; the pair's place says whose name it
   * is. A match cannot span two names, since the text holds no SEPARATOR.
   */
  #markAtPairs(text: string, found: Uint8Array, hits: Int32Array, count: number): number {
    let rarest: PairPlaces | undefined;
    let shift = 0;
    for (let i = 0; i + 1 < text.length; i++) {
      const places = this.#pairs.get(pairKey(text, i));
      if (!places) return count;
      if (!rarest || places.offsets.length < rarest.offsets.length) [rarest, shift] = [places, i];
    }
    const { offsets, positions } = rarest!;
    const whole = this.#text;
    const wanted = codeUnits(text);
    const length = wanted.length;
    places: for (let k = 0; k < offsets.length; k++) {
      const at = positions[k]!;
      // Already marked: this name matched at an earlier place, or in another language.
      if (found[at] === 1) continue;
      const start = offsets[k]! - shift;
      if (start < 0) continue;
      // A loop over code units: String.prototype.startsWith at an offset of a long text took three times as long.
      for (let i = 0; i < length; i++) if (whole[start + i] !== wanted[i]) continue places;
      found[at] = 1;
      hits[count++] = at;
    }
    return count;
  }

  /**
   * The position whose name holds offset `offset` of #text, looking from position `from` on: in steps that double
   * until they pass it, then halving (the single character's matches come in ascending order, mostly near).
   */
  #positionOf(offset: number, from: number): number {
    const starts = this.#starts;
    const last = starts.length - 2;
    let low = from;
    let step = 1;
    while (low + step <= last && starts[low + step]! <= offset) {
      low += step;
      step *= 2;
    }
    let high = Math.min(low + step - 1, last);
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}

/** Where one pair of characters occurs: offsets in the text, ascending, and the position whose name holds each. */
interface PairPlaces {
  offsets: Int32Array;
  positions: Int32Array;
}

/**
 * For every pair of neighbouring characters in `text` (as pairKey), the offsets where it occurs, ascending. A pair
 * holding SEPARATOR is left out (no searched text holds it). A counting sort over typed arrays: each distinct
 * character gets a small number, each pair of them a slot in a square table (the shop's names use about 120
 * characters: 14,400 slots); count each pair's places, then fill one array that the pairs' lists share. A map
 * operation per pair took five times as long, on every index rebuild.
 */
function pairPlaces(text: Uint16Array): Map<number, PairPlaces> {
  const places = new Map<number, PairPlaces>();
  const small = new Int32Array(0x10000).fill(-1);
  const chars: number[] = [];
  for (const c of text) {
    if (small[c] === -1) small[c] = chars.push(c) - 1;
  }
  const side = chars.length;
  const separator = SEPARATOR.charCodeAt(0);
  // Each place's slot, or -1 for a pair with SEPARATOR in it.
  const slotOf = new Int32Array(Math.max(0, text.length - 1));
  const starts = new Int32Array(side * side + 1);
  for (let i = 0; i + 1 < text.length; i++) {
    const first = text[i]!;
    const second = text[i + 1]!;
    if (first === separator || second === separator) {
      slotOf[i] = -1;
      continue;
    }
    const slot = small[first]! * side + small[second]!;
    slotOf[i] = slot;
    starts[slot + 1]! += 1;
  }
  for (let slot = 0; slot < side * side; slot++) starts[slot + 1]! += starts[slot]!;
  const offsets = new Int32Array(starts[side * side]!);
  const positions = new Int32Array(offsets.length);
  const next = starts.slice(0, side * side);
  for (let i = 0, at = 0; i < slotOf.length; i++) {
    const slot = slotOf[i]!;
    if (slot === -1) {
      if (text[i] === separator) at += 1;
      continue;
    }
    positions[next[slot]!] = at;
    offsets[next[slot]!++] = i;
  }
  for (let slot = 0; slot < side * side; slot++) {
    if (starts[slot] === starts[slot + 1]) continue;
    const key = chars[Math.floor(slot / side)]! * 0x10000 + chars[slot % side]!;
    places.set(key, {
      offsets: offsets.subarray(starts[slot]!, starts[slot + 1]!),
      positions: positions.subarray(starts[slot]!, starts[slot + 1]!),
    });
  }
  return places;
}

/** A text's UTF-16 code units. */
function codeUnits(text: string): Uint16Array {
  const units = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) units[i] = text.charCodeAt(i);
  return units;
}

/** The characters at `i` and `i + 1` (UTF-16 code units) as one number. */
function pairKey(text: string, i: number): number {
  return text.charCodeAt(i) * 0x10000 + text.charCodeAt(i + 1);
}
