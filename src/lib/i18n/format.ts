/**
 * Dictionary-free message formatting, shared by `t()` (pages) and `useT()` (islands) so islands never bundle
 * the dictionaries. Messages use `{name}` placeholders; plural forms are keys ending in `_one`, `_few`, `_many`,
 * `_other` (Intl.PluralRules categories), looked up with a `count` var.
 */
export type Messages = Readonly<Record<string, string>>;
export type Vars = Readonly<Record<string, string | number>>;

export function interpolate(message: string, vars?: Vars): string {
  if (!vars) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** Looks a key up (plural-aware when `vars.count` is a number) in the given message tables, first hit wins. */
export function lookup(tables: readonly Messages[], locale: string, key: string, vars?: Vars): string {
  let candidates = [key];
  if (typeof vars?.count === 'number') {
    let rules = pluralRules.get(locale);
    if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
    candidates = [`${key}_${rules.select(vars.count)}`, `${key}_other`, key];
  }
  for (const table of tables) {
    for (const candidate of candidates) {
      const message = table[candidate];
      if (message !== undefined) return interpolate(message, vars);
    }
  }
  return key;
}

/** A `t(key, vars)` over one message table (what an island received as a prop). */
export function translator(locale: string, messages: Messages): (key: string, vars?: Vars) => string {
  return (key, vars) => lookup([messages], locale, key, vars);
}
