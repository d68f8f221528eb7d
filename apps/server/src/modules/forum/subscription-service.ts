import type { AppContext, AuthUser } from '../../app-context';
import { setSubscription } from './fanout';
import { loadThread } from './forum-rows';

/** Follow or leave a thread; leaving is remembered, so a later reply does not re-subscribe. */
export async function setThreadSubscription(
  ctx: AppContext,
  user: AuthUser,
  threadId: number,
  subscribed: boolean,
) {
  await loadThread(ctx.db, threadId);
  await setSubscription(ctx.db, threadId, user.id, subscribed);
  return { thread_id: threadId, is_subscribed: subscribed };
}
