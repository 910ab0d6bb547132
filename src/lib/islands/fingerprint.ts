/**
 * A short mark of a text (FNV-1a, 32 bits, as 8 hex digits). The build writes one beside pre-rendered data so a
 * small page script can tell, without the island's code, whether the live answer would draw something else.
 * Not for security: two texts may share a mark, which costs at most a missed refresh until the next build.
 */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
