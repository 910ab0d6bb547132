import type { Context } from 'hono';
import { messageLocale } from './locale.ts';
import { said, wordsOf, type ServerMessageKey } from './server-message.ts';

type Result = { success: true } | { success: false; error: unknown };

/**
 * A route's validation hook that answers 400 `{message}` in the request's language: the first field in error
 * picks its dictionary message (`fields`), anything else says `fallback`.
 */
export function wordedValidation(fields: Readonly<Record<string, ServerMessageKey>>, fallback: ServerMessageKey) {
  return (result: Result, c: Context) => {
    if (result.success) return;
    const issues = (result.error as { issues?: Array<{ path: PropertyKey[] }> }).issues ?? [];
    const field = String(issues[0]?.path[0] ?? '');
    return c.json({ message: wordsOf(said(fields[field] ?? fallback), messageLocale(c)) }, 400);
  };
}
