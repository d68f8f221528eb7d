import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@electrobench/contracts/theme';
import { setAvailability, useAvailability } from './availability';

describe('availability status', () => {
  it("is 'available' until one is stored, and follows changes", () => {
    const { result } = renderHook(() => useAvailability());
    expect(result.current).toBe('available');
    act(() => setAvailability('busy'));
    expect(result.current).toBe('busy');
    expect(localStorage.getItem(STORAGE_KEYS.availability)).toBe('busy');
  });

  it('picks up a value written by another tab', () => {
    const { result } = renderHook(() => useAvailability());
    act(() => {
      localStorage.setItem(STORAGE_KEYS.availability, 'away');
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.availability }));
    });
    expect(result.current).toBe('away');
  });
});
