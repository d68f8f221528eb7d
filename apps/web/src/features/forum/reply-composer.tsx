import { createPostSchema, type ThreadDetail } from '@electrobench/contracts/forum';
import { useState, type FormEvent, type RefObject } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../ui/alert';
import { submitErrors, zodFieldErrors } from '../../lib/forms';
import { useCreatePost } from './forum-mutations';
import { MarkdownEditor } from './markdown-editor';
import { useMemberAction } from './use-member-action';

export interface ReplyDraft {
  content: string;
  replyTo: number | null;
}

interface ReplyComposerProps {
  thread: ThreadDetail;
  draft: ReplyDraft;
  onDraft: (draft: ReplyDraft) => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  /** Called with the new post's id once it is saved. */
  onPosted: (postId: number) => void;
}

/** The reply box under a thread: locked notice, log-in link for guests, or the editor. */
export function ReplyComposer({ thread, draft, onDraft, textareaRef, onPosted }: ReplyComposerProps) {
  const { signedIn, checking, loginPath } = useMemberAction();
  const create = useCreatePost(thread.id);
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  const lockedNotice = thread.is_locked ? (
    <Alert variant="warning" title="This thread is locked">
      <p>
        It no longer takes replies.{' '}
        {thread.viewer.can_reply
          ? 'As an administrator you can still answer, e.g. to say why.'
          : 'Start a new thread if you have a new question.'}
      </p>
    </Alert>
  ) : null;
  if (thread.is_locked && !thread.viewer.can_reply) return lockedNotice;
  if (checking) return null;
  if (!signedIn) {
    return (
      <p className="card">
        <Link to={loginPath}>Log in to reply</Link> or <Link to="/signup">create an account</Link>.
      </p>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createPostSchema.safeParse({ content: draft.content, reply_to_post_id: draft.replyTo });
    if (!parsed.success) {
      setError(zodFieldErrors(parsed.error, ['content']).content);
      textareaRef.current?.focus();
      return;
    }
    setError(undefined);
    setFormError(null);
    create.mutate(parsed.data, {
      onSuccess: (post) => {
        onDraft({ content: '', replyTo: null });
        onPosted(post.id);
      },
      onError: (failure) => {
        const split = submitErrors(failure, ['content'] as const);
        setError(split.fields.content);
        setFormError(split.form);
      },
    });
  }

  return (
    <div className="stack">
      {lockedNotice}
      <form className="form card" aria-label="Reply" onSubmit={submit} noValidate>
        <h2 className="reply-heading">Your reply</h2>
        <MarkdownEditor
          label="Reply"
          value={draft.content}
          onChange={(content) => onDraft({ ...draft, content })}
          textareaRef={textareaRef}
          error={error}
          rows={6}
        />
        {formError ? <Alert variant="danger">{formError}</Alert> : null}
        <div className="actions">
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending ? 'Posting…' : 'Post reply'}
          </button>
          {draft.replyTo !== null ? (
            <button
              type="button"
              className="btn btn-ghost btn-small"
              onClick={() => onDraft({ ...draft, replyTo: null })}
            >
              Not a reply to a specific post
            </button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
