import { SOUND_VOLUME } from '@electrobench/contracts/limits';
import dmSoundUrl from './sounds/notify-dm.wav';
import generalSoundUrl from './sounds/notify-general.wav';

export type SoundKind = 'general' | 'dm';

// Short two-tone chimes (22 kHz mono WAV, over Vite's inline limit so they load as same-origin
// files: the content security policy allows no data: or blob: media).
const SOUND_URLS: Record<SoundKind, string> = { general: generalSoundUrl, dm: dmSoundUrl };

/** Plays a notification chime at the SPEC volume (0.7); a refusal by the browser is silent. */
export function playNotificationSound(kind: SoundKind): Promise<boolean> {
  if (typeof Audio === 'undefined') return Promise.resolve(false);
  try {
    const audio = new Audio(SOUND_URLS[kind]);
    audio.volume = SOUND_VOLUME;
    // Browsers refuse audio before the first user gesture; a silent notification is fine then.
    return Promise.resolve(audio.play()).then(
      () => true,
      () => false,
    );
  } catch {
    return Promise.resolve(false);
  }
}

interface SoundPrefs {
  notify_sound_general: boolean;
  notify_sound_dm: boolean;
}

/**
 * Whether the user's settings allow a sound for this notification type. 'busy' mutes every sound;
 * otherwise direct messages follow notify_sound_dm and the rest notify_sound_general.
 */
export function soundFor(type: unknown, prefs: SoundPrefs | null, availability: string): SoundKind | null {
  if (!prefs || availability === 'busy') return null;
  if (type === 'DM_NEW_MESSAGE') return prefs.notify_sound_dm ? 'dm' : null;
  return prefs.notify_sound_general ? 'general' : null;
}
