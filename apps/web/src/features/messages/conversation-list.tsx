import type { Conversation } from '@electrobench/contracts/dm';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { useUrlState } from '../../lib/use-url-state';
import { Avatar } from '../../ui/avatar';
import { formatBadgeCount } from '../../ui/badge';
import { Pager } from '../../ui/pager';
import { QueryState } from '../../ui/query-state';
import { StatusDot } from '../../ui/status-dot';
import { useConversations } from './api';
import { shortTime } from './message-time';

function ConversationRow({ conversation, active }: { conversation: Conversation; active: boolean }) {
  const { user } = useAuth();
  const peer = conversation.other_user;
  const mine = conversation.last_message_sender_id === user?.id;
  const unread = conversation.unread_count;
  return (
    <li>
      <Link
        to={`/messages/${conversation.id}`}
        className="conversation-row"
        aria-current={active ? 'page' : undefined}
        data-unread={unread > 0 || undefined}
      >
        <span className="conversation-avatar">
          <Avatar name={peer.username} src={peer.profile_image_url} size="small" decorative />
          <span className="conversation-dot" aria-hidden="true">
            <StatusDot status={peer.availability} />
          </span>
        </span>
        <span className="conversation-text">
          <span className="conversation-top">
            <span className="conversation-name">
              {peer.username}
              <span className="visually-hidden">, {peer.availability},</span>
            </span>
            <time className="muted conversation-time" dateTime={conversation.last_message_at}>
              {shortTime(conversation.last_message_at)}
            </time>
          </span>
          <span className="conversation-bottom">
            <span className="muted conversation-snippet">
              {conversation.last_message_snippet
                ? `${mine ? 'You: ' : ''}${conversation.last_message_snippet}`
                : 'No messages yet'}
            </span>
            {unread > 0 ? (
              <span className="conversation-unread">
                {formatBadgeCount(unread)}
                <span className="visually-hidden"> unread</span>
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** The member's conversations, newest activity first, 25 a page. */
export function ConversationList({ activeId }: { activeId: number | null }) {
  const url = useUrlState();
  const list = useConversations(url.page);
  return (
    <QueryState
      query={list}
      noun="conversations"
      isEmpty={(data) => data.items.length === 0 && url.page === 1}
      empty={<p className="muted">No conversations yet. Find a member above to send your first message.</p>}
    >
      {(data) => (
        <>
          <ul className="conversation-list" aria-label="Conversations">
            {data.items.map((conversation) => (
              <ConversationRow
                key={conversation.id}
                conversation={conversation}
                active={conversation.id === activeId}
              />
            ))}
          </ul>
          <Pager
            page={url.page}
            totalPages={data.total_pages}
            onPage={(page) => url.set({ page })}
            label="Conversations"
          />
        </>
      )}
    </QueryState>
  );
}
