import { DM_CONTENT_MAX } from '@electrobench/contracts/dm';
import { useId, useRef, useState } from 'react';
import { readableError } from '../../lib/forms';
import { checkContent, composerKeyAction } from './composer-keys';

interface ComposerProps {
  label: string;
  /** Rejects with the server's error, which is shown under the field; the text is kept. */
  onSend: (content: string) => Promise<unknown>;
  initial?: string;
  submitLabel?: string;
  onCancel?: () => void;
  autoFocus?: boolean;
  placeholder?: string;
}

/** Shown once the text is this close to the limit. */
const COUNT_FROM = DM_CONTENT_MAX - 200;

/** The message box: Enter sends, Shift+Enter starts a new line; also used to edit a message. */
export function Composer(props: ComposerProps) {
  const { label, onSend, initial = '', submitLabel = 'Send', onCancel, autoFocus, placeholder } = props;
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  const submit = async () => {
    if (sending) return;
    const checked = checkContent(text);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setError(null);
    setSending(true);
    try {
      await onSend(checked.content);
      setText('');
    } catch (e) {
      setError(readableError(e));
    } finally {
      setSending(false);
      field.current?.focus();
    }
  };

  return (
    <form
      className="composer"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={`${id}-text`} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        ref={field}
        className="input composer-input"
        value={text}
        rows={2}
        placeholder={placeholder}
        // Focus moves here when a conversation opens, where typing is the next step.
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help`}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={(event) => {
          const action = composerKeyAction({ ...event, isComposing: event.nativeEvent.isComposing });
          if (action === 'send') {
            event.preventDefault();
            void submit();
          } else if (action === 'cancel' && onCancel) {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      <div className="composer-bar">
        <p
          id={`${id}-help`}
          className={error ? 'field-error composer-help' : 'muted composer-help'}
          role={error ? 'alert' : undefined}
        >
          {error ??
            (text.length >= COUNT_FROM
              ? `${text.length} / ${DM_CONTENT_MAX} characters`
              : 'Enter to send, Shift+Enter for a new line')}
        </p>
        {onCancel ? (
          <button type="button" className="btn btn-ghost btn-small" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
        <button type="submit" className="btn btn-primary btn-small" disabled={sending}>
          {sending ? 'Sending…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
