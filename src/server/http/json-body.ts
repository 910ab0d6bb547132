/** `application/json`, or a `+json` type such as `application/merge-patch+json`, with any parameters. */
export function isJsonContentType(type: string | undefined): boolean {
  return type !== undefined && /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(type);
}
