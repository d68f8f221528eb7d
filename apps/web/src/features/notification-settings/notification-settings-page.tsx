import { useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { useAvailability } from '../../lib/availability';
import { readableError } from '../../lib/forms';
import { playNotificationSound, type SoundKind } from '../../lib/notification-sound';
import { Alert } from '../../ui/alert';
import { useSavePreference, type PreferenceKey } from './api';
import './notification-settings.css';

interface Row {
  key: PreferenceKey;
  label: string;
  hint: string;
  sound?: SoundKind;
}

const ROWS: readonly Row[] = [
  {
    key: 'notify_email',
    label: 'E-mail notifications',
    hint: 'Mail about activity that concerns you, such as replies and mentions.',
  },
  {
    key: 'notify_sound_general',
    label: 'Notification sound',
    hint: 'A chime for replies, mentions, reminders and other notifications.',
    sound: 'general',
  },
  {
    key: 'notify_sound_dm',
    label: 'Direct message sound',
    hint: 'A different chime when a member sends you a message.',
    sound: 'dm',
  },
];

export function NotificationSettingsPage() {
  const { user } = useAuth();
  const availability = useAvailability();
  const save = useSavePreference();
  const [saved, setSaved] = useState<string | null>(null);
  const [soundNote, setSoundNote] = useState<string | null>(null);
  if (!user) return null;

  const change = (row: Row, value: boolean) => {
    setSaved(null);
    save.mutate(
      { key: row.key, value },
      { onSuccess: () => setSaved(`${row.label} ${value ? 'turned on' : 'turned off'}. Saved.`) },
    );
  };
  const test = (row: Row, kind: SoundKind) => {
    setSoundNote(null);
    void playNotificationSound(kind).then((played) =>
      setSoundNote(
        played
          ? `Played the ${row.label.toLowerCase()}.`
          : 'Your browser did not play the sound. Check that this site may play audio.',
      ),
    );
  };

  return (
    <div className="page page-narrow notification-settings stack">
      <h1>Notification Settings</h1>
      <p className="lead">Choose how you hear about new notifications and messages.</p>
      {availability === 'busy' ? (
        <Alert variant="info">
          Your status is busy, so every sound is muted for now. <Link to="/status">Change your status</Link>
        </Alert>
      ) : null}
      <section className="card" aria-label="Notification preferences">
        <ul className="pref-list">
          {ROWS.map((row) => {
            const pending = save.isPending && save.variables.key === row.key;
            const checked = pending ? save.variables.value : user[row.key];
            const sound = row.sound;
            return (
              <li key={row.key} className="pref-row">
                <label className="pref-toggle">
                  <input
                    type="checkbox"
                    role="switch"
                    checked={checked}
                    disabled={pending}
                    onChange={(event) => change(row, event.target.checked)}
                    aria-describedby={`${row.key}-hint`}
                  />
                  <span className="pref-label">{row.label}</span>
                </label>
                <p id={`${row.key}-hint`} className="muted pref-hint">
                  {row.hint}
                </p>
                {sound ? (
                  <button
                    type="button"
                    className="btn btn-secondary btn-small pref-test"
                    onClick={() => test(row, sound)}
                  >
                    Test sound
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
        <p role="status" className="pref-status">
          {saved ?? soundNote ?? ''}
        </p>
        {save.isError ? (
          <Alert variant="danger" title="Not saved">
            {readableError(save.error)}
          </Alert>
        ) : null}
      </section>
    </div>
  );
}
