import { STORAGE_KEYS } from '@electrobench/contracts/theme';
import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './storage';

export const DEFAULT_AVAILABILITY = 'available';
const CHANGE_EVENT = 'eb:availability-change';

/** The member's availability status (a free string; 'available' unless set). */
export function readAvailability(): string {
  return readStorage(STORAGE_KEYS.availability)?.trim() || DEFAULT_AVAILABILITY;
}

export function setAvailability(status: string): void {
  writeStorage(STORAGE_KEYS.availability, status);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(listener: () => void): () => void {
  // 'storage' covers changes made in other tabs.
  window.addEventListener('storage', listener);
  window.addEventListener(CHANGE_EVENT, listener);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener(CHANGE_EVENT, listener);
  };
}

export function useAvailability(): string {
  return useSyncExternalStore(subscribe, readAvailability, () => DEFAULT_AVAILABILITY);
}
