import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './safe-next';

describe('return path after login', () => {
  it('keeps in-app paths and refuses other sites', () => {
    expect(safeNextPath('/reminders?x=1#top')).toBe('/reminders?x=1#top');
    expect(safeNextPath('//evil.example')).toBe('/');
    expect(safeNextPath('https://evil.example')).toBe('/');
    expect(safeNextPath('/\\evil.example')).toBe('/');
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath('/login?next=/x')).toBe('/');
  });

  it('round-trips through the login link', () => {
    const path = loginPathFor({ pathname: '/my-lists/4', search: '?tab=a', hash: '' });
    expect(path).toBe('/login?next=%2Fmy-lists%2F4%3Ftab%3Da');
    expect(safeNextPath(new URLSearchParams(path.split('?')[1]).get('next'))).toBe('/my-lists/4?tab=a');
  });
});
