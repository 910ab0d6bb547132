/** A form that sends one request: idle, waiting for the answer, done, or refused with a dictionary key. */
export type RequestState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'success' }
  | { kind: 'error'; message: string; vars?: Record<string, string | number> };
