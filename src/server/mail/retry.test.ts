import { describe, expect, it } from 'vitest';
import { describeFailure, MAX_ATTEMPTS, retryDelayMs } from './retry.ts';

const MINUTE = 60_000;

describe('retryDelayMs', () => {
  it('retries the first failure within a minute, whatever the jitter', () => {
    expect(retryDelayMs(1, 0)).toBeLessThan(MINUTE);
    expect(retryDelayMs(1, 0.999)).toBeLessThan(MINUTE);
    expect(retryDelayMs(1, 0)).toBeGreaterThan(0);
  });

  it('waits longer after each failure', () => {
    const waits = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1, 0.5)!);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThan(waits[i - 1]!);
  });

  it('gives at least 6 attempts spread over at least 2 hours, even with the shortest jitter', () => {
    expect(MAX_ATTEMPTS).toBeGreaterThanOrEqual(6);
    let elapsed = 0;
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) elapsed += retryDelayMs(attempt, 0)!;
    expect(elapsed).toBeGreaterThanOrEqual(2 * 60 * MINUTE);
  });

  it('stops after the last attempt and refuses nonsense', () => {
    expect(retryDelayMs(MAX_ATTEMPTS, 0.5)).toBeNull();
    expect(retryDelayMs(MAX_ATTEMPTS + 3, 0.5)).toBeNull();
    expect(retryDelayMs(0, 0.5)).toBeNull();
    expect(retryDelayMs(1.5, 0.5)).toBeNull();
  });

  it('keeps the jitter within ±10%', () => {
    expect(retryDelayMs(2, 0)).toBe(108_000);
    expect(retryDelayMs(2, 1)).toBe(132_000);
    expect(retryDelayMs(2, 7)).toBe(132_000);
  });
});

describe('describeFailure', () => {
  it('treats a refused recipient as final', () => {
    const f = describeFailure(
      Object.assign(new Error("Can't send mail - all recipients were rejected"), {
        code: 'EENVELOPE',
        responseCode: 550,
        command: 'RCPT TO',
        response: '550 5.1.1 No such user',
      }),
    );
    expect(f).toEqual({ permanent: true, message: 'EENVELOPE: 550 5.1.1 No such user' });
  });

  it('retries temporary refusals, lost connections and login problems', () => {
    expect(
      describeFailure(
        Object.assign(new Error('x'), { responseCode: 451, command: 'MAIL FROM', response: '451 try later' }),
      ).permanent,
    ).toBe(false);
    expect(
      describeFailure(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' })).permanent,
    ).toBe(false);
    expect(
      describeFailure(
        Object.assign(new Error('Invalid login'), { code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN' }),
      ).permanent,
    ).toBe(false);
    expect(describeFailure('boom').message).toBe('boom');
  });

  it('keeps the message to one short line', () => {
    const f = describeFailure(new Error(`line one\nline two ${'x'.repeat(1000)}`));
    expect(f.message).not.toContain('\n');
    expect(f.message.length).toBeLessThanOrEqual(500);
  });
});
