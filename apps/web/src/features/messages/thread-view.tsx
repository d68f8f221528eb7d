import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { QueryState } from '../../ui/query-state';
import {
  useBlockedIds,
  useConversation,
  useHideConversation,
  useSendMessage,
  useSetBlocked,
  useThreadMessages,
} from './api';
import { Composer } from './composer';
import { MessageLog } from './message-log';
import { threadMessages } from './message-pages';
import { ThreadHeader } from './thread-header';
import { useMarkReadWhileOpen } from './use-mark-read';

function BlockedNotice({ peerId, peerName }: { peerId: number; peerName: string }) {
  const unblock = useSetBlocked();
  return (
    <div className="thread-blocked" role="status">
      <p>You blocked {peerName}. Messages cannot be sent either way until you unblock them.</p>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={unblock.isPending}
        onClick={() => unblock.mutate({ userId: peerId, blocked: false })}
      >
        Unblock {peerName}
      </button>
    </div>
  );
}

/** One conversation: header, the messages (older pages on scroll up) and the composer. */
export function ThreadView({ conversationId }: { conversationId: number }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const conversation = useConversation(conversationId);
  const pages = useThreadMessages(conversationId);
  const blocks = useBlockedIds();
  const send = useSendMessage();
  const hide = useHideConversation();
  const messages = threadMessages(pages.data);
  const newestIncoming = messages.findLast((m) => m.sender_id !== user?.id)?.id;
  useMarkReadWhileOpen(conversationId, newestIncoming, conversation.isSuccess);

  return (
    <QueryState
      query={conversation}
      noun="the conversation"
      notFound={
        <p>
          <Link to="/messages">Back to your conversations</Link>
        </p>
      }
    >
      {(data) => {
        const peer = data.other_user;
        const blocked = blocks.data ? blocks.data.has(peer.id) : null;
        return (
          <div className="thread">
            <ThreadHeader
              peer={peer}
              blocked={blocked}
              hiding={hide.isPending}
              onHide={() => hide.mutate(conversationId, { onSuccess: () => navigate('/messages') })}
            />
            <QueryState query={pages} noun="messages">
              <MessageLog
                messages={messages}
                myId={user?.id ?? 0}
                peerName={peer.username}
                hasOlder={pages.hasNextPage}
                loadingOlder={pages.isFetchingNextPage}
                olderError={pages.isFetchNextPageError ? pages.error : null}
                onLoadOlder={() => void pages.fetchNextPage()}
              />
            </QueryState>
            {blocked ? (
              <BlockedNotice peerId={peer.id} peerName={peer.username} />
            ) : (
              <Composer
                key={conversationId}
                label={`Message to ${peer.username}`}
                placeholder={`Message ${peer.username}`}
                autoFocus
                onSend={(content) => send.mutateAsync({ recipient_id: peer.id, content })}
              />
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
