import { Link, Navigate, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-error';
import { useAuth } from '../../lib/auth/use-auth';
import { readableError } from '../../lib/forms';
import { Alert } from '../../ui/alert';
import { QueryState } from '../../ui/query-state';
import { useBlockedIds, useConversations, useMember, useSendMessage } from './api';
import { Composer } from './composer';
import { ThreadHeader } from './thread-header';

/**
 * A conversation that may not exist yet (/messages?to=username). The first message creates it and
 * the page moves to its address; an existing conversation on the first list page opens directly.
 */
export function DraftThread({ username }: { username: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const member = useMember(username);
  const recent = useConversations(1);
  const blocks = useBlockedIds();
  const send = useSendMessage();

  const lower = username.toLowerCase();
  const existing = recent.data?.items.find((c) => c.other_user.username.toLowerCase() === lower);
  if (existing) return <Navigate to={`/messages/${existing.id}`} replace />;

  const missing = member.error instanceof ApiError && member.error.status === 404;
  if (member.isError) {
    return (
      <div className="thread-empty">
        <Alert variant={missing ? 'info' : 'danger'}>
          {missing ? `There is no member called ${username}.` : readableError(member.error)}
        </Alert>
        {missing ? null : (
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void member.refetch()}>
            Try again
          </button>
        )}
        <Link to="/messages">Back to your conversations</Link>
      </div>
    );
  }

  return (
    <QueryState query={member} noun="the member">
      {(peer) =>
        peer.id === user?.id ? (
          <div className="thread-empty">
            <Alert variant="info">You cannot send a message to yourself.</Alert>
            <Link to="/messages">Back to your conversations</Link>
          </div>
        ) : (
          <div className="thread">
            <ThreadHeader peer={peer} blocked={blocks.data ? blocks.data.has(peer.id) : null} />
            <div className="message-scroller thread-new">
              <p className="muted">Start your conversation with {peer.username}.</p>
            </div>
            <Composer
              label={`Message to ${peer.username}`}
              placeholder={`Message ${peer.username}`}
              autoFocus
              onSend={async (content) => {
                const message = await send.mutateAsync({ recipient_id: peer.id, content });
                navigate(`/messages/${message.conversation_id}`, { replace: true });
              }}
            />
          </div>
        )
      }
    </QueryState>
  );
}
