import { SOUND_VOLUME } from '@electrobench/contracts/limits';

/** A short two-tone chime made with WebAudio, so no sound file has to be shipped or fetched. */
export function playNotificationSound(kind: 'general' | 'dm'): void {
  const AudioCtor = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!AudioCtor) return;
  try {
    const audio = new AudioCtor();
    const gain = audio.createGain();
    gain.connect(audio.destination);
    const start = audio.currentTime;
    gain.gain.setValueAtTime(SOUND_VOLUME, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + 0.4);
    const tones = kind === 'dm' ? [660, 990] : [880, 660];
    tones.forEach((frequency, index) => {
      const osc = audio.createOscillator();
      osc.type = 'sine';
      osc.frequency.value = frequency;
      osc.connect(gain);
      osc.start(start + index * 0.12);
      osc.stop(start + index * 0.12 + 0.2);
    });
    setTimeout(() => void audio.close(), 800);
  } catch {
    // Browsers refuse audio before the first user gesture; a silent notification is fine then.
  }
}

/** Whether the user's settings allow a sound for this notification type. */
export function soundFor(
  type: unknown,
  prefs: { notify_sound_general: boolean; notify_sound_dm: boolean } | null,
): 'general' | 'dm' | null {
  if (!prefs) return null;
  if (type === 'DM_NEW_MESSAGE') return prefs.notify_sound_dm ? 'dm' : null;
  return prefs.notify_sound_general ? 'general' : null;
}
