import { describe, expect, it } from 'vitest';
import { soundFor } from './notification-sound';

describe('notification sounds', () => {
  it('follow the general and direct-message settings separately', () => {
    const both = { notify_sound_general: true, notify_sound_dm: true };
    expect(soundFor('DM_NEW_MESSAGE', both)).toBe('dm');
    expect(soundFor('FORUM_REPLY', both)).toBe('general');
    expect(soundFor('DM_NEW_MESSAGE', { ...both, notify_sound_dm: false })).toBeNull();
    expect(soundFor('FORUM_REPLY', { ...both, notify_sound_general: false })).toBeNull();
    expect(soundFor('DM_NEW_MESSAGE', { ...both, notify_sound_general: false })).toBe('dm');
    expect(soundFor('FORUM_REPLY', null)).toBeNull();
  });
});
