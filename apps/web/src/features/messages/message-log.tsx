import type { DmMessage } from '@electrobench/contracts/dm';
import { useLayoutEffect, useRef, useState } from 'react';
import { readableError } from '../../lib/forms';
import { Alert } from '../../ui/alert';
import { Modal } from '../../ui/modal';
import { useDeleteMessage, useEditMessage } from './api';
import { MessageItem } from './message-item';

interface MessageLogProps {
  messages: DmMessage[];
  myId: number;
  peerName: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  olderError: unknown;
  onLoadOlder: () => void;
}

/** Within this many pixels of an edge counts as being at it. */
const EDGE_PX = 120;

/**
 * The scrolling list of a thread. It opens at the newest message and follows new ones while the
 * reader is at the bottom; scrolling near the top loads the page before, keeping the view in place.
 */
export function MessageLog(props: MessageLogProps) {
  const { messages, myId, peerName, hasOlder, loadingOlder, olderError, onLoadOlder } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const keepFromBottom = useRef<number | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<DmMessage | null>(null);
  const edit = useEditMessage();
  const remove = useDeleteMessage();

  const firstId = messages[0]?.id;
  const last = messages.at(-1);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || keepFromBottom.current === null) return;
    el.scrollTop = el.scrollHeight - keepFromBottom.current;
    keepFromBottom.current = null;
  }, [firstId]);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && (atBottom.current || last?.sender_id === myId)) el.scrollTop = el.scrollHeight;
  }, [last?.id, last?.sender_id, myId]);

  const loadOlder = () => {
    const el = scroller.current;
    if (!hasOlder || loadingOlder) return;
    if (el) keepFromBottom.current = el.scrollHeight - el.scrollTop;
    onLoadOlder();
  };

  return (
    <div
      ref={scroller}
      className="message-scroller"
      tabIndex={0}
      role="region"
      aria-label={`Messages with ${peerName}`}
      onScroll={(event) => {
        const el = event.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE_PX;
        if (el.scrollTop < EDGE_PX) loadOlder();
      }}
    >
      <div className="message-older">
        {olderError ? (
          <Alert variant="danger">
            Older messages did not load: {readableError(olderError)}{' '}
            <button type="button" className="link-button" onClick={loadOlder}>
              Try again
            </button>
          </Alert>
        ) : hasOlder ? (
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={loadOlder}
            disabled={loadingOlder}
          >
            {loadingOlder ? 'Loading older messages…' : 'Load older messages'}
          </button>
        ) : (
          <p className="muted">This is the start of your conversation with {peerName}.</p>
        )}
      </div>
      <ol className="message-list" aria-live="polite" aria-relevant="additions">
        {messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            mine={message.sender_id === myId}
            authorName={peerName}
            editing={editingId === message.id}
            onEdit={() => setEditingId(message.id)}
            onCancelEdit={() => setEditingId(null)}
            onSaveEdit={async (content) => {
              await edit.mutateAsync({ id: message.id, content });
              setEditingId(null);
            }}
            onDelete={() => setDeleting(message)}
          />
        ))}
      </ol>
      <Modal
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            remove.reset();
          }
        }}
        title="Delete this message?"
        description={`${peerName} will see “This message was deleted.” in its place. This cannot be undone.`}
        footer={
          <>
            {remove.isError ? <Alert variant="danger">{readableError(remove.error)}</Alert> : null}
            <button type="button" className="btn btn-secondary" onClick={() => setDeleting(null)}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-danger"
              disabled={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
            >
              Delete
            </button>
          </>
        }
      />
    </div>
  );
}
