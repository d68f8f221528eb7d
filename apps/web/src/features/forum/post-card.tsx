import type { ForumPost, ThreadDetail } from '@electrobench/contracts/forum';
import { postLink } from '@electrobench/contracts/forum-constants';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../ui/avatar';
import { toast } from '../../ui/toast/toast';
import { readableError } from '../../lib/forms';
import { ConfirmDialog } from './confirm-dialog';
import { Ago, ForumIcon, MemberLink } from './forum-bits';
import { useAccept, useDeletePost } from './forum-mutations';
import { PollCard } from './poll-card';
import { PostEditForm } from './post-edit-form';
import { PostVotes } from './post-votes';
import { useMemberAction } from './use-member-action';
import { formatDateTime } from '../../lib/dates';

interface PostCardProps {
  post: ForumPost;
  thread: ThreadDetail;
  highlighted: boolean;
  onQuote: (post: ForumPost) => void;
}

const failed = (title: string) => (error: unknown) =>
  toast({ title, message: readableError(error), variant: 'danger' });

/** One post: author, time, the server-rendered body (or a deleted placeholder), votes and actions. */
export function PostCard({ post, thread, highlighted, onQuote }: PostCardProps) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeletePost();
  const accept = useAccept();
  const { act } = useMemberAction();
  const link = postLink(thread.id, thread.slug, post.id);
  const canReply = (!thread.is_locked || thread.viewer.can_reply) && !post.is_deleted;
  const canAccept = thread.viewer.can_accept && !post.is_first_post && !post.is_deleted;

  return (
    <li
      id={`post-${post.id}`}
      className="post"
      data-highlight={highlighted || undefined}
      data-accepted={post.is_accepted || undefined}
      tabIndex={-1}
      aria-label={`Post by ${post.author.username}`}
    >
      <header className="post-head">
        <Avatar name={post.author.username} src={post.author.profile_image_url} size="small" decorative />
        <MemberLink username={post.author.username} />
        {post.author.id === thread.author.id && !post.is_first_post ? (
          <span className="forum-flag">Thread author</span>
        ) : null}
        <Link
          className="muted small post-time"
          to={link}
          aria-label={`Link to this post, written ${formatDateTime(post.created_at)}`}
        >
          <Ago iso={post.created_at} />
        </Link>
        {post.edited_at && !post.is_deleted ? (
          <span className="muted small">
            · edited <Ago iso={post.edited_at} />
          </span>
        ) : null}
        {post.is_accepted ? (
          <span className="forum-flag" data-flag="solved">
            <ForumIcon name="check" />
            Accepted answer
          </span>
        ) : null}
      </header>
      {post.is_deleted ? (
        <p className="post-deleted muted">This post was deleted.</p>
      ) : editing ? (
        <PostEditForm
          post={post}
          title={post.is_first_post ? thread.title : null}
          onDone={() => setEditing(false)}
        />
      ) : (
        // content_html is rendered and sanitised by the server at write time; nothing else is
        // ever put into the page as HTML.
        <div className="post-body" dangerouslySetInnerHTML={{ __html: post.content_html }} />
      )}
      {post.poll_id !== null && !post.is_deleted ? <PollCard postId={post.id} /> : null}
      {!post.is_deleted ? (
        <footer className="post-foot">
          <PostVotes post={post} />
          <div className="actions">
            {canReply ? (
              <button
                type="button"
                className="btn btn-ghost btn-small"
                onClick={() => act(() => onQuote(post))}
              >
                Quote
              </button>
            ) : null}
            {canAccept ? (
              <button
                type="button"
                className="btn btn-ghost btn-small"
                aria-pressed={post.is_accepted}
                disabled={accept.isPending}
                onClick={() =>
                  accept.mutate(
                    { postId: post.id, accept: !post.is_accepted },
                    { onError: failed('Not changed') },
                  )
                }
              >
                {post.is_accepted ? 'Unaccept answer' : 'Accept as answer'}
              </button>
            ) : null}
            {post.can_edit && !editing ? (
              <button type="button" className="btn btn-ghost btn-small" onClick={() => setEditing(true)}>
                Edit
              </button>
            ) : null}
            {post.can_delete && !post.is_first_post ? (
              <button type="button" className="btn btn-ghost btn-small" onClick={() => setDeleting(true)}>
                Delete
              </button>
            ) : null}
          </div>
        </footer>
      ) : null}
      <ConfirmDialog
        open={deleting}
        title="Delete this post?"
        confirmLabel="Delete post"
        busy={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(post.id, { onSuccess: () => setDeleting(false), onError: failed('Post not deleted') })
        }
      >
        <p>Its text is removed for good. A “deleted” placeholder keeps the replies around it readable.</p>
      </ConfirmDialog>
    </li>
  );
}
