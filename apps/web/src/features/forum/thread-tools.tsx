import type { ThreadDetail } from '@electrobench/contracts/forum';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../ui/toast/toast';
import { readableError } from '../../lib/forms';
import { ConfirmDialog } from './confirm-dialog';
import { useDeleteThread, useSetLocked, useSetSticky, useSubscribe } from './forum-mutations';
import { useMemberAction } from './use-member-action';

const failed = (error: unknown) =>
  toast({ title: 'Not changed', message: readableError(error), variant: 'danger' });

/** Follow / unfollow, with the rule that writing in a thread follows it automatically. */
export function SubscribeButton({ thread }: { thread: ThreadDetail }) {
  const subscribe = useSubscribe();
  const { act } = useMemberAction();
  const on = thread.viewer.is_subscribed;
  return (
    <div className="thread-follow">
      <button
        type="button"
        className="btn btn-secondary btn-small"
        aria-pressed={on}
        disabled={subscribe.isPending}
        onClick={() =>
          act(() => subscribe.mutate({ threadId: thread.id, subscribe: !on }, { onError: failed }))
        }
      >
        {on ? 'Unsubscribe' : 'Subscribe'}
      </button>
      <span className="muted small">
        {on ? 'You are notified of new replies. ' : 'Get notified of new replies. '}
        Authors and repliers are subscribed automatically.
      </span>
    </div>
  );
}

/** Lock, sticky and delete, for admins (and delete for the author while nobody else has replied). */
export function ThreadModeration({ thread }: { thread: ThreadDetail }) {
  const lock = useSetLocked();
  const sticky = useSetSticky();
  const remove = useDeleteThread();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const { can_moderate: moderate, can_delete: canDelete } = thread.viewer;
  if (!moderate && !canDelete) return null;
  return (
    <div className="actions thread-moderation" role="group" aria-label="Thread moderation">
      {moderate ? (
        <>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            aria-pressed={thread.is_locked}
            disabled={lock.isPending}
            onClick={() =>
              lock.mutate({ threadId: thread.id, value: !thread.is_locked }, { onError: failed })
            }
          >
            {thread.is_locked ? 'Unlock thread' : 'Lock thread'}
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            aria-pressed={thread.is_sticky}
            disabled={sticky.isPending}
            onClick={() =>
              sticky.mutate({ threadId: thread.id, value: !thread.is_sticky }, { onError: failed })
            }
          >
            {thread.is_sticky ? 'Remove sticky' : 'Make sticky'}
          </button>
        </>
      ) : null}
      {canDelete ? (
        <button type="button" className="btn btn-danger btn-small" onClick={() => setDeleting(true)}>
          Delete thread
        </button>
      ) : null}
      <ConfirmDialog
        open={deleting}
        title="Delete this thread?"
        confirmLabel="Delete thread"
        busy={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(thread.id, {
            onSuccess: () => void navigate(`/forum/c/${thread.category.slug}`, { replace: true }),
            onError: failed,
          })
        }
      >
        <p>
          “{thread.title}” and all {thread.post_count} of its posts are removed for good.
        </p>
      </ConfirmDialog>
    </div>
  );
}
