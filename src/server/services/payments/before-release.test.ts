import { describe, expect, it } from 'vitest';
import { decideBeforeRelease, PROVIDER_GRACE_MS, type ProviderView } from './before-release.ts';

const state = (status: string, captureStatus: string | null = null): ProviderView => ({
  kind: 'state',
  status,
  captureStatus,
});

describe('an unpaid order at the end of its window', () => {
  it('captures an approved payment instead of releasing it', () => {
    expect(decideBeforeRelease(state('APPROVED'), 0)).toBe('capture');
    expect(decideBeforeRelease(state('APPROVED'), PROVIDER_GRACE_MS)).toBe('capture');
  });

  it('records a payment that was taken, however late', () => {
    expect(decideBeforeRelease(state('COMPLETED', 'COMPLETED'), 0)).toBe('record');
    expect(decideBeforeRelease(state('COMPLETED', 'COMPLETED'), 10 * PROVIDER_GRACE_MS)).toBe('record');
  });

  it('releases what nobody paid or the provider does not know', () => {
    expect(decideBeforeRelease(state('CREATED'), 0)).toBe('release');
    expect(decideBeforeRelease(state('PAYER_ACTION_REQUIRED'), 0)).toBe('release');
    expect(decideBeforeRelease(state('VOIDED'), 0)).toBe('release');
    expect(decideBeforeRelease(state('COMPLETED', 'DECLINED'), 0)).toBe('release');
    expect(decideBeforeRelease({ kind: 'unknown' }, 0)).toBe('release');
  });

  it('waits a little for an answer or a capture under review, then releases', () => {
    expect(decideBeforeRelease({ kind: 'unreachable' }, 60_000)).toBe('wait');
    expect(decideBeforeRelease(state('COMPLETED', 'PENDING'), 60_000)).toBe('wait');
    expect(decideBeforeRelease({ kind: 'unreachable' }, PROVIDER_GRACE_MS + 1)).toBe('release');
    expect(decideBeforeRelease(state('COMPLETED', 'PENDING'), PROVIDER_GRACE_MS + 1)).toBe('release');
    expect(decideBeforeRelease(state('APPROVED'), PROVIDER_GRACE_MS + 1)).toBe('release');
  });
});
