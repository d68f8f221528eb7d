import { postLink, threadLink } from '@electrobench/contracts/forum-constants';

/** The thread id from the URL, or null when the segment is not a positive whole number. */
export function parseId(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

interface Where {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Where the browser should be for this thread (and post): the id decides, the slug only reads
 * well. Returns null when the address is already canonical, else the canonical address with the
 * query and hash kept, for a `replace` navigation.
 */
export function canonicalLocation(
  where: Where,
  thread: { id: number; slug: string },
  postId: number | null,
): string | null {
  const path =
    postId === null ? threadLink(thread.id, thread.slug) : postLink(thread.id, thread.slug, postId);
  let current = where.pathname.replace(/\/+$/, '');
  try {
    current = decodeURIComponent(current);
  } catch {
    // A broken %-escape is simply not canonical.
  }
  return current === path ? null : `${path}${where.search}${where.hash}`;
}
