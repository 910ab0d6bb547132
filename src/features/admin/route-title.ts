/** A category or sub-category route as its title: translated when the messages have `category.{route}`. */
export function routeTitle(t: (key: string) => string, route: string): string {
  const key = `category.${route}`;
  const title = t(key);
  return title !== key ? title : route.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
}
