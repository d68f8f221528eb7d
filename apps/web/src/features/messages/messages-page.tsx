import { Link, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../ui/alert';
import { ConversationList } from './conversation-list';
import { DraftThread } from './draft-thread';
import { NewConversation } from './new-conversation';
import { ThreadView } from './thread-view';
import { useDmLive } from './use-dm-live';
import './messages.css';

function conversationIdFrom(param: string | undefined): number | null | 'invalid' {
  if (param === undefined) return null;
  return /^[1-9]\d{0,9}$/.test(param) && Number(param) <= 2_147_483_647 ? Number(param) : 'invalid';
}

/**
 * /messages and /messages/{conversationId}: the list beside the open thread; under 600 px they are
 * two screens (the list, or the thread with a way back).
 */
export function MessagesPage() {
  useDmLive();
  const id = conversationIdFrom(useParams().conversationId);
  const to = useSearchParams()[0].get('to')?.trim() ?? '';
  const showing = id !== null || to ? 'thread' : 'list';

  let main;
  if (id === 'invalid') {
    main = (
      <div className="thread-empty">
        <Alert variant="warning" title="Not found">
          <p>There is no conversation at this address.</p>
        </Alert>
        <Link to="/messages">Back to your conversations</Link>
      </div>
    );
  } else if (id !== null) {
    main = <ThreadView key={id} conversationId={id} />;
  } else if (to) {
    main = <DraftThread key={to} username={to} />;
  } else {
    main = (
      <div className="thread-empty">
        <p className="muted">Choose a conversation, or find a member to write to.</p>
      </div>
    );
  }

  return (
    <div className="messages-page" data-showing={showing}>
      <aside className="messages-sidebar" aria-labelledby="messages-title">
        <h1 id="messages-title">Messages</h1>
        <NewConversation />
        <ConversationList activeId={typeof id === 'number' ? id : null} />
      </aside>
      <section className="messages-main" aria-label="Conversation">
        {main}
      </section>
    </div>
  );
}
