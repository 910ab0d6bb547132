/**
 * The order to load tables in so that every foreign key finds the row it points to: a table comes after the tables
 * it references (a table referencing itself is fine: its rows load in primary-key order, parents first for
 * increasing keys). Tables that become ready together come alphabetically, so the order is the same every time. A cycle between tables
 * cannot be loaded row by row and is reported.
 */
export function loadOrder(tables: string[], references: { table: string; references: string }[]): string[] {
  const pending = new Set(tables);
  const needs = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { table, references: target } of references) {
    if (table !== target && pending.has(table) && pending.has(target)) needs.get(table)!.add(target);
  }
  const order: string[] = [];
  while (pending.size > 0) {
    const ready = [...pending].filter((t) => [...needs.get(t)!].every((n) => !pending.has(n))).sort();
    if (ready.length === 0)
      throw new Error(
        `The tables ${[...pending].sort().join(', ')} reference each other in a cycle; they cannot be loaded one after another.`,
      );
    for (const t of ready) {
      pending.delete(t);
      order.push(t);
    }
  }
  return order;
}
