import type { ThreadSummary } from '@electrobench/contracts/forum';
import { threadLink } from '@electrobench/contracts/forum-constants';
import { Link } from 'react-router';
import { Ago, MemberLink, ThreadFlags } from './forum-bits';
import { formatNumber } from '../../lib/plural';

/** One thread in a category list: title and flags, who started it, replies, score, last activity. */
export function ThreadRow({ thread }: { thread: ThreadSummary }) {
  return (
    <li className="forum-row" data-sticky={thread.is_sticky || undefined}>
      <div className="forum-row-main">
        <h3 className="forum-row-title">
          <Link to={threadLink(thread.id, thread.slug)}>{thread.title}</Link>
        </h3>
        <ThreadFlags
          sticky={thread.is_sticky}
          locked={thread.is_locked}
          solved={thread.accepted_post_id !== null}
          poll={thread.has_poll}
        />
        <p className="muted small">
          Started by <MemberLink username={thread.author.username} /> <Ago iso={thread.created_at} />
        </p>
      </div>
      <dl className="forum-stats">
        <div>
          <dt>Replies</dt>
          <dd>{formatNumber(thread.reply_count)}</dd>
        </div>
        <div>
          <dt>Score</dt>
          <dd>{thread.score}</dd>
        </div>
        <div>
          <dt>Last activity</dt>
          <dd>
            <Ago iso={thread.last_activity_at} />
            {thread.last_poster ? (
              <span className="muted small">
                {' '}
                by <MemberLink username={thread.last_poster.username} />
              </span>
            ) : null}
          </dd>
        </div>
      </dl>
    </li>
  );
}
