import { STORAGE_KEYS } from '@electrobench/contracts/theme';
import { readStorage, removeStorage, writeStorage } from './storage';

export function getAccessToken(): string | null {
  return readStorage(STORAGE_KEYS.accessToken);
}

export function setAccessToken(token: string): void {
  writeStorage(STORAGE_KEYS.accessToken, token);
}

export function clearAccessToken(): void {
  removeStorage(STORAGE_KEYS.accessToken);
}
