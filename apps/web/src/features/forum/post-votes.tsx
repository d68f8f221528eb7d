import type { ForumPost } from '@electrobench/contracts/forum';
import { toast } from '../../ui/toast/toast';
import { readableError } from '../../lib/forms';
import { ForumIcon } from './forum-bits';
import { useVote } from './forum-mutations';
import { useMemberAction } from './use-member-action';

/**
 * Up and down votes with the score between them. The viewer's own vote is shown pressed;
 * pressing it again withdraws it. Guests are sent to log in; nobody votes on their own post.
 */
export function PostVotes({ post }: { post: ForumPost }) {
  const vote = useVote();
  const { act, user } = useMemberAction();
  const own = user?.id === post.author.id;

  function send(direction: 1 | -1) {
    act(() => {
      const next = post.my_vote === direction ? 0 : direction;
      vote.mutate(
        { postId: post.id, vote: next },
        {
          onError: (error) =>
            toast({ title: 'Vote not counted', message: readableError(error), variant: 'danger' }),
        },
      );
    });
  }

  const why = own ? 'You cannot vote on your own post' : undefined;
  return (
    <div className="post-votes" role="group" aria-label={`Votes, score ${post.score}`}>
      <button
        type="button"
        className="icon-button"
        aria-label="Upvote"
        aria-pressed={post.my_vote === 1}
        title={why ?? 'Upvote: this helped'}
        disabled={own || vote.isPending}
        onClick={() => send(1)}
      >
        <ForumIcon name="up" />
      </button>
      <span className="post-score" aria-hidden="true">
        {post.score}
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label="Downvote"
        aria-pressed={post.my_vote === -1}
        title={why ?? 'Downvote: this is wrong or unhelpful'}
        disabled={own || vote.isPending}
        onClick={() => send(-1)}
      >
        <ForumIcon name="down" />
      </button>
    </div>
  );
}
