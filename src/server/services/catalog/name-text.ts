/** Between two words of the vocabulary: PostgreSQL text never holds NUL, so no name (and no word) contains it. */
const SEPARATOR = '\u0000';

/** What splits a name into words: a text without it lies wholly inside one word of every name that holds it. */
const SPACE = ' ';

/**
 * One column of lower-cased names, position by position, searchable for every name that contains a text (as SQL's
 * `like '%text%'` finds them). Names are split at spaces into words; the index keeps the column's vocabulary (each
 * distinct word once, a few hundred to a few thousand of them) and, per word, the positions whose name holds it.
 *
 * A text without a space is inside one word of every name that holds it: the vocabulary is searched (a few
 * kilobytes) and the positions of the words found are the answer, with no name compared. A text with a space is
 * looked for through its rarest space-free piece the same way, and each name found is then compared whole.
 */
export class NameText {
  /** The names as given (null where none is written). */
  readonly #names: ReadonlyArray<string | null>;
  /** Every distinct word, each followed by SEPARATOR. */
  readonly #vocabulary: string;
  /** Where each word starts in #vocabulary, and one more entry for the end. */
  readonly #wordStarts: Int32Array;
  /** Where each word's positions start in #positions, and one more entry for the end. */
  readonly #positionStarts: Int32Array;
  /** Per word, the positions whose name holds it, ascending. */
  readonly #positions: Int32Array;

  constructor(names: ReadonlyArray<string | null>) {
    this.#names = names;
    const words = new Map<string, number[]>();
    names.forEach((name, at) => {
      if (!name) return;
      for (const word of name.split(SPACE)) {
        if (word === '') continue;
        let holders = words.get(word);
        if (!holders) words.set(word, (holders = []));
        if (holders[holders.length - 1] !== at) holders.push(at);
      }
    });
    this.#vocabulary = [...words.keys()].map((word) => word + SEPARATOR).join('');
    this.#wordStarts = new Int32Array(words.size + 1);
    this.#positionStarts = new Int32Array(words.size + 1);
    let offset = 0;
    let held = 0;
    let w = 0;
    for (const [word, holders] of words) {
      this.#wordStarts[w] = offset;
      this.#positionStarts[w] = held;
      offset += word.length + SEPARATOR.length;
      held += holders.length;
      w += 1;
    }
    this.#wordStarts[w] = offset;
    this.#positionStarts[w] = held;
    this.#positions = new Int32Array(held);
    let next = 0;
    for (const holders of words.values()) for (const at of holders) this.#positions[next++] = at;
  }

  /**
   * Sets `found[at]` to 1 for every position whose name contains `text` (a name that is null contains nothing),
   * and writes each position it newly marks into `hits` from index `count` on, in no particular order. Returns the
   * new count. `hits` has room for every position (each is written at most once while marked).
   */
  mark(text: string, found: Uint8Array, hits: Int32Array, count: number): number {
    if (text.includes(SEPARATOR)) return count;
    const names = this.#names;
    const pieces = text.split(SPACE).filter((piece) => piece !== '');
    if (pieces.length === 0) {
      // The empty text (in every written name, as LIKE '%%'), or spaces only: every name is compared.
      for (let at = 0; at < names.length; at++) {
        if (found[at] === 0 && names[at]?.includes(text)) {
          found[at] = 1;
          hits[count++] = at;
        }
      }
      return count;
    }
    // The piece held by the fewest names narrows the search most.
    let rarest: number[] = [];
    let rarestHolders = Infinity;
    for (const piece of pieces) {
      const words = this.#wordsContaining(piece);
      const holders = words.reduce((sum, w) => sum + this.#positionStarts[w + 1]! - this.#positionStarts[w]!, 0);
      if (holders < rarestHolders) [rarest, rarestHolders] = [words, holders];
    }
    // A text that is one piece is in every name holding one of its words; a longer one must be compared.
    const whole = pieces.length === 1 && pieces[0] === text;
    const positions = this.#positions;
    for (const w of rarest) {
      const end = this.#positionStarts[w + 1]!;
      for (let k = this.#positionStarts[w]!; k < end; k++) {
        const at = positions[k]!;
        if (found[at] === 1) continue;
        if (!whole && !names[at]!.includes(text)) continue;
        found[at] = 1;
        hits[count++] = at;
      }
    }
    return count;
  }

  /**
   * The words (their numbers) that contain `piece`, a text without spaces: those starting with it first, so the
   * names where a word starts with the text are marked first (the type-ahead ranks them before the others).
   */
  #wordsContaining(piece: string): number[] {
    const starting: number[] = [];
    const others: number[] = [];
    const vocabulary = this.#vocabulary;
    let from = 0;
    let w = 0;
    for (;;) {
      const hit = vocabulary.indexOf(piece, from);
      if (hit === -1) return starting.length ? starting.concat(others) : others;
      w = this.#wordAt(hit, w);
      (hit === this.#wordStarts[w] ? starting : others).push(w);
      // On with the next word: this one is listed once however often it holds the piece.
      from = this.#wordStarts[w + 1]!;
    }
  }

  /** The word that holds offset `offset` of #vocabulary, looking from word `from` on (offsets come in order). */
  #wordAt(offset: number, from: number): number {
    const starts = this.#wordStarts;
    let low = from;
    let high = starts.length - 2;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}
