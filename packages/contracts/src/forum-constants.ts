// Fixed values and links of the forum contracts (forum.ts), with no zod. The web app imports these
// on pages that validate nothing; taking them from the schema module loaded zod (26 KB gzip) there
// too.

/** Length limits of forum input; the messages are the 422 details a member reads. */
export const FORUM_LIMITS = {
  categoryName: { min: 2, max: 60 },
  categorySlug: { min: 2, max: 60 },
  categoryDescription: { max: 300 },
  title: { min: 5, max: 150 },
  content: { min: 1, max: 20_000 },
  pollQuestion: { min: 3, max: 200 },
  pollOption: { min: 1, max: 100 },
  pollOptions: { min: 2, max: 10 },
  searchQuery: { min: 2, max: 200 },
  /** At most this many distinct @usernames in one post are notified. */
  mentionsPerPost: 10,
} as const;

export const THREAD_SORTS = ['activity', 'newest', 'top'] as const;
export type ThreadSort = (typeof THREAD_SORTS)[number];

/** Link of a post for notifications and search: /forum/t/{id}/{slug}/post/{postId}. */
export function postLink(threadId: number, slug: string, postId: number): string {
  return `/forum/t/${threadId}/${slug}/post/${postId}`;
}

export function threadLink(threadId: number, slug: string): string {
  return `/forum/t/${threadId}/${slug}`;
}
