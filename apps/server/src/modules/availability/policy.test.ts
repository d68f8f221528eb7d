import { describe, expect, it } from 'vitest';
import { shownAvailability } from './policy';

const member = { availability: 'busy', deletedAt: null, isActive: true };

describe('availability policy', () => {
  it('shows the stored status of a live account', () => {
    expect(shownAvailability(member)).toBe('busy');
  });

  it('shows deleted and deactivated accounts as away', () => {
    expect(shownAvailability({ ...member, deletedAt: new Date() })).toBe('away');
    expect(shownAvailability({ ...member, isActive: false })).toBe('away');
  });

  it('falls back to available for a value outside the list', () => {
    expect(shownAvailability({ ...member, availability: 'gone fishing' })).toBe('available');
  });
});
