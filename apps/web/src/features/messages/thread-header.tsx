import type { DmPeer } from '@electrobench/contracts/dm';
import { useState } from 'react';
import { Link } from 'react-router';
import { readableError } from '../../lib/forms';
import { Alert } from '../../ui/alert';
import { Avatar } from '../../ui/avatar';
import { Modal } from '../../ui/modal';
import { StatusDot } from '../../ui/status-dot';
import { useSetBlocked } from './api';

interface ThreadHeaderProps {
  peer: Pick<DmPeer, 'id' | 'username' | 'profile_image_url' | 'availability'>;
  /** Null until the block list has loaded (the control is hidden meanwhile). */
  blocked: boolean | null;
  onHide?: () => void;
  hiding?: boolean;
}

/** Who the conversation is with, a way back to the list (phones) and the block and hide controls. */
export function ThreadHeader({ peer, blocked, onHide, hiding }: ThreadHeaderProps) {
  const [confirming, setConfirming] = useState(false);
  const setBlocked = useSetBlocked();
  const change = (next: boolean) =>
    setBlocked.mutate({ userId: peer.id, blocked: next }, { onSuccess: () => setConfirming(false) });

  return (
    <header className="thread-header">
      <Link to="/messages" className="btn btn-ghost btn-small thread-back">
        <span aria-hidden="true">←</span> Conversations
      </Link>
      <Avatar name={peer.username} src={peer.profile_image_url} size="small" decorative />
      <div className="thread-peer">
        <h2 className="thread-name">
          <Link to={`/profile/${encodeURIComponent(peer.username)}`}>{peer.username}</Link>
        </h2>
        <StatusDot status={peer.availability} showLabel />
      </div>
      <div className="thread-actions">
        {onHide ? (
          <button type="button" className="btn btn-ghost btn-small" onClick={onHide} disabled={hiding}>
            Hide
          </button>
        ) : null}
        {blocked === true ? (
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => change(false)}
            disabled={setBlocked.isPending}
          >
            Unblock
          </button>
        ) : blocked === false ? (
          <button type="button" className="btn btn-ghost btn-small" onClick={() => setConfirming(true)}>
            Block
          </button>
        ) : null}
      </div>
      {setBlocked.isError && !confirming ? (
        <div className="thread-header-error">
          <Alert variant="danger">{readableError(setBlocked.error)}</Alert>
        </div>
      ) : null}
      <Modal
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) setBlocked.reset();
        }}
        title={`Block ${peer.username}?`}
        description="While the block lasts, neither of you can send the other a message. The conversation stays readable and you can unblock at any time."
        footer={
          <>
            {setBlocked.isError ? <Alert variant="danger">{readableError(setBlocked.error)}</Alert> : null}
            <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-danger"
              disabled={setBlocked.isPending}
              onClick={() => change(true)}
            >
              Block
            </button>
          </>
        }
      />
    </header>
  );
}
