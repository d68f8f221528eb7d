import { useId, useState, type KeyboardEvent, type RefObject, type TextareaHTMLAttributes } from 'react';
import { flushSync } from 'react-dom';
import { Avatar } from '../../ui/avatar';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useUserSearch } from './forum-api';
import { insertMention, mentionAt, moveHighlight, type MentionToken } from './mention';

const SUGGEST_DEBOUNCE_MS = 150;

interface MentionTextareaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange' | 'ref'
> {
  value: string;
  onValueChange: (value: string) => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * A textarea that suggests members while `@name` is typed. Arrow keys move through the
 * suggestions, Enter or Tab inserts the highlighted one, Escape closes the list; typing goes on
 * as normal otherwise.
 */
export function MentionTextarea({ value, onValueChange, textareaRef, ...props }: MentionTextareaProps) {
  const listId = useId();
  const [token, setToken] = useState<MentionToken | null>(null);
  const [highlight, setHighlight] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const prefix = useDebouncedValue(token?.query ?? '', SUGGEST_DEBOUNCE_MS);
  const matches = useUserSearch(token && !dismissed ? prefix : '');
  const options = token && !dismissed && prefix === token.query ? (matches.data ?? []) : [];
  const open = options.length > 0;

  function track(text: string, caret: number | null) {
    const next = caret === null ? null : mentionAt(text, caret);
    if (next?.start !== token?.start || next?.query !== token?.query) {
      setToken(next);
      setHighlight(-1);
      setDismissed(false);
    }
  }

  function choose(username: string) {
    if (!token) return;
    const result = insertMention(value, token, username);
    // The new text is committed at once and the caret placed in the same turn: placed a frame
    // later, a key typed right after the choice landed before the caret moved (seen in e2e).
    flushSync(() => {
      onValueChange(result.text);
      setToken(null);
    });
    const area = textareaRef.current;
    area?.focus();
    area?.setSelectionRange(result.caret, result.caret);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setHighlight((current) => moveHighlight(current, options.length, event.key));
    } else if ((event.key === 'Enter' || event.key === 'Tab') && highlight >= 0) {
      event.preventDefault();
      const option = options[highlight];
      if (option) choose(option.username);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setDismissed(true);
    }
  }

  const active = open && highlight >= 0 ? `${listId}-${highlight}` : undefined;
  return (
    <div className="mention-wrap">
      <textarea
        {...props}
        ref={textareaRef}
        className="input forum-textarea"
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          track(event.target.value, event.target.selectionStart);
        }}
        onSelect={(event) => track(event.currentTarget.value, event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
        onBlur={() => setDismissed(true)}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={active}
      />
      {open ? (
        <ul id={listId} role="listbox" aria-label="Members to mention" className="mention-list">
          {options.map((member, index) => (
            <li
              key={member.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === highlight}
              className="mention-option"
              // Keeps the focus (and the caret) in the textarea while choosing with the pointer.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(member.username);
              }}
            >
              <Avatar name={member.username} src={member.profile_image_url} size="small" decorative />
              {member.username}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="visually-hidden" role="status">
        {open ? `${options.length} members match. Use the arrow keys and Enter to mention one.` : ''}
      </p>
    </div>
  );
}
