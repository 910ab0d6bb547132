import { describe, expect, it } from 'vitest';
import { wordsOf } from '../../http/server-message.ts';
import {
  captureUnderWay,
  createRequestId,
  MIN_TIME_TO_PAY_MS,
  notPayableMessage,
  reopeningOf,
  windowEnd,
} from './payment-window.ts';

const now = new Date('2026-03-01T12:00:00Z');
const inMs = (ms: number) => new Date(now.getTime() + ms);

describe('reopening a payment', () => {
  it('keeps a window with time enough to approve', () => {
    expect(reopeningOf({ stockReleasedAt: null, paymentDueAt: inMs(MIN_TIME_TO_PAY_MS) }, now)).toBe('keep');
    expect(reopeningOf({ stockReleasedAt: null, paymentDueAt: inMs(25 * 60_000) }, now)).toBe('keep');
  });
  it('renews a window that is nearly over, or has no end', () => {
    expect(reopeningOf({ stockReleasedAt: null, paymentDueAt: inMs(MIN_TIME_TO_PAY_MS - 1) }, now)).toBe('renew');
    expect(reopeningOf({ stockReleasedAt: null, paymentDueAt: inMs(-1000) }, now)).toBe('renew');
    expect(reopeningOf({ stockReleasedAt: null, paymentDueAt: null }, now)).toBe('renew');
  });
  it('takes the stock again once it went back to the shelf', () => {
    expect(reopeningOf({ stockReleasedAt: inMs(-60_000), paymentDueAt: inMs(-120_000) }, now)).toBe('retake');
  });
  it('opens 30-minute windows', () => {
    expect(windowEnd(now).toISOString()).toBe('2026-03-01T12:30:00.000Z');
  });
});

describe('a capture under way', () => {
  it('counts for five minutes after it started', () => {
    expect(captureUnderWay({ captureStartedAt: null }, now)).toBe(false);
    expect(captureUnderWay({ captureStartedAt: inMs(-4 * 60_000) }, now)).toBe(true);
    expect(captureUnderWay({ captureStartedAt: inMs(-5 * 60_000) }, now)).toBe(false);
  });
});

describe('PayPal request ids', () => {
  it('keep the first window’s id and give each later window its own', () => {
    expect(createRequestId('abc', 1)).toBe('create-abc');
    expect(createRequestId('abc', 2)).toBe('create-abc-2');
    expect(createRequestId('abc', 3)).not.toBe(createRequestId('abc', 2));
  });
});

describe('why an order cannot be paid', () => {
  it('sends a cancelled order back to checkout and calls a paid one paid', () => {
    expect(wordsOf(notPayableMessage('Cancelled'), 'en')).toMatch(/cancelled.*check out again/);
    expect(wordsOf(notPayableMessage('Shipped'), 'en')).toBe('This order is already paid (Shipped).');
    expect(wordsOf(notPayableMessage('Shipped'), 'ru')).toMatch(/оплачен/);
  });
});
