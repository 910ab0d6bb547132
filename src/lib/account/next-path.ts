/** Where to go after signing in: a same-site path from ?next=, never another origin. */
export function safeNext(next: string | null | undefined, fallback: string): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return fallback;
  // A tab or line break inside "/\t/host" is dropped by URL parsers, which would leave "//host".
  return [...next].some((ch) => ch.charCodeAt(0) < 0x20) ? fallback : next;
}
