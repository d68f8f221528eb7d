import { SOUND_VOLUME } from '@electrobench/contracts/limits';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playNotificationSound, soundFor } from './notification-sound';

const both = { notify_sound_general: true, notify_sound_dm: true };

describe('notification sounds', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follow the general and direct-message settings separately', () => {
    expect(soundFor('DM_NEW_MESSAGE', both, 'available')).toBe('dm');
    expect(soundFor('FORUM_REPLY', both, 'available')).toBe('general');
    expect(soundFor('DM_NEW_MESSAGE', { ...both, notify_sound_dm: false }, 'available')).toBeNull();
    expect(soundFor('FORUM_REPLY', { ...both, notify_sound_general: false }, 'available')).toBeNull();
    expect(soundFor('DM_NEW_MESSAGE', { ...both, notify_sound_general: false }, 'available')).toBe('dm');
    expect(soundFor('FORUM_REPLY', null, 'available')).toBeNull();
  });

  it('are all muted while the member is busy, and play while away', () => {
    expect(soundFor('DM_NEW_MESSAGE', both, 'busy')).toBeNull();
    expect(soundFor('REMINDER_DUE', both, 'busy')).toBeNull();
    expect(soundFor('DM_NEW_MESSAGE', both, 'away')).toBe('dm');
  });

  it('play through a media element at the SPEC volume and report a refusal as false', async () => {
    const volumes: number[] = [];
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      volumes.push(this.volume);
      return Promise.resolve();
    });
    await expect(playNotificationSound('dm')).resolves.toBe(true);
    expect(volumes).toEqual([SOUND_VOLUME]);
    play.mockRejectedValueOnce(new DOMException('no gesture', 'NotAllowedError'));
    await expect(playNotificationSound('general')).resolves.toBe(false);
  });
});
