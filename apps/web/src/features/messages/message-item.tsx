import type { DmMessage } from '@electrobench/contracts/dm';
import { Composer } from './composer';
import { shortTime } from './message-time';

interface MessageItemProps {
  message: DmMessage;
  mine: boolean;
  authorName: string;
  editing: boolean;
  onEdit: () => void;
  onCancelEdit: () => void;
  onSaveEdit: (content: string) => Promise<unknown>;
  onDelete: () => void;
}

export function MessageItem(props: MessageItemProps) {
  const { message, mine, authorName, editing, onEdit, onCancelEdit, onSaveEdit, onDelete } = props;
  return (
    <li className="message" data-mine={mine || undefined} data-deleted={message.is_deleted || undefined}>
      <div className="message-bubble">
        <span className="visually-hidden">{mine ? 'You' : authorName}: </span>
        {editing ? (
          <Composer
            label="Edit your message"
            initial={message.content}
            submitLabel="Save"
            onSend={onSaveEdit}
            onCancel={onCancelEdit}
            autoFocus
          />
        ) : (
          <p className="message-text">{message.is_deleted ? <em>{message.content}</em> : message.content}</p>
        )}
      </div>
      <div className="message-meta muted">
        <time dateTime={message.created_at}>{shortTime(message.created_at)}</time>
        {message.is_deleted ? <span className="message-marker">deleted</span> : null}
        {!message.is_deleted && message.edited_at ? (
          <span className="message-marker" title={`Edited ${shortTime(message.edited_at)}`}>
            edited
          </span>
        ) : null}
        {mine && !message.is_deleted && !editing ? (
          <>
            <button type="button" className="link-button" onClick={onEdit}>
              Edit<span className="visually-hidden"> your message from {shortTime(message.created_at)}</span>
            </button>
            <button type="button" className="link-button" onClick={onDelete}>
              Delete
              <span className="visually-hidden"> your message from {shortTime(message.created_at)}</span>
            </button>
          </>
        ) : null}
      </div>
    </li>
  );
}
