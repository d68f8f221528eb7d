import type { DmMessage, MessageList } from '@electrobench/contracts/dm';
import type { InfiniteData } from '@tanstack/react-query';

/** The loaded pages of one thread: page 0 is the newest 50, each later page goes back in time. */
export type ThreadPages = InfiniteData<MessageList, unknown>;

/** Of two copies of one message, the later state: deleted beats edited beats the original. */
export function laterVersion(a: DmMessage, b: DmMessage): DmMessage {
  if (a.is_deleted !== b.is_deleted) return a.is_deleted ? a : b;
  if ((a.edited_at ?? '') !== (b.edited_at ?? '')) return (a.edited_at ?? '') > (b.edited_at ?? '') ? a : b;
  return b;
}

function byAge(a: DmMessage, b: DmMessage): number {
  return a.created_at === b.created_at ? a.id - b.id : a.created_at < b.created_at ? -1 : 1;
}

/**
 * Every loaded message once, oldest first. Messages that arrived after page 0 was fetched shift
 * the later pages, so the same message can sit in two pages; live copies may be newer than either.
 */
export function threadMessages(data: ThreadPages | undefined): DmMessage[] {
  const seen = new Map<number, DmMessage>();
  for (const page of data?.pages ?? []) {
    for (const message of page.items) {
      const known = seen.get(message.id);
      seen.set(message.id, known ? laterVersion(known, message) : message);
    }
  }
  return [...seen.values()].sort(byAge);
}

/**
 * The pages with one message added or replaced (a live event, or the answer of send, edit or
 * delete). A new message joins the newest page; a known one is replaced wherever it appears, unless
 * the copy held is already later (events can overtake answers).
 */
export function upsertMessage(data: ThreadPages | undefined, message: DmMessage): ThreadPages | undefined {
  if (!data) return data;
  let found = false;
  const pages = data.pages.map((page) => {
    if (!page.items.some((item) => item.id === message.id)) return page;
    found = true;
    return {
      ...page,
      items: page.items.map((item) => (item.id === message.id ? laterVersion(item, message) : item)),
    };
  });
  if (found) return { ...data, pages };
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  return {
    ...data,
    pages: [{ ...newest, items: [...newest.items, message], total_items: newest.total_items + 1 }, ...older],
  };
}
