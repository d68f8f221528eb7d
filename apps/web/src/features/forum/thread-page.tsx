import { PRODUCT_NAME } from '@electrobench/contracts/limits';
import type { ForumPost } from '@electrobench/contracts/forum';
import { postLink, threadLink } from '@electrobench/contracts/forum-constants';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Alert } from '../../ui/alert';
import { Pager } from '../../ui/pager';
import { QueryState } from '../../ui/query-state';
import { ApiError } from '../../lib/api-error';
import { useUrlState } from '../../lib/use-url-state';
import { countOf } from '../../lib/plural';
import { usePosts, useThread } from './forum-api';
import { Ago, ForumCrumbs, ForumIcon, MemberLink, ThreadFlags } from './forum-bits';
import { PostCard } from './post-card';
import { quoteMarkdown } from './quote';
import { ReplyComposer, type ReplyDraft } from './reply-composer';
import { canonicalLocation, parseId } from './thread-url';
import { SubscribeButton, ThreadModeration } from './thread-tools';
import './forum.css';
import './thread.css';

/**
 * A thread at /forum/t/{id}/{slug}[/post/{postId}]. The id decides; a wrong or missing slug is
 * replaced by the canonical one. With a post id the page holding that post opens, scrolled to it.
 */
export function ThreadPage() {
  const params = useParams();
  const validId = parseId(params.threadIdentifier);
  const validPost = params.postId === undefined ? null : parseId(params.postId);
  const malformed = validId === null || (params.postId !== undefined && validPost === null);
  const threadId = malformed ? 0 : validId;
  const postId = malformed ? null : validPost;
  const url = useUrlState();
  const location = useLocation();
  const navigate = useNavigate();
  const thread = useThread(threadId);
  const posts = usePosts(threadId, url.page, postId);
  const [draft, setDraft] = useState<ReplyDraft>({ content: '', replyTo: null });
  const replyArea = useRef<HTMLTextAreaElement>(null);

  const data = thread.data;
  const pageTitle = data?.title;
  useEffect(() => {
    // The route's title says "Forum Thread"; the tab and history read better with the thread's own.
    if (pageTitle) document.title = `${pageTitle} | Forum | ${PRODUCT_NAME}`;
  }, [pageTitle]);
  useEffect(() => {
    if (!data) return;
    const target = canonicalLocation(location, data, postId);
    if (target) void navigate(target, { replace: true });
  }, [data, location, postId, navigate]);

  const shownPostId = postId !== null && posts.data?.items.some((p) => p.id === postId) ? postId : null;
  const pathname = location.pathname;
  useEffect(() => {
    if (shownPostId === null) return;
    // A frame later, so the layout's scroll-to-top on a new address (the canonical one) comes first.
    const frame = requestAnimationFrame(() => {
      const element = document.getElementById(`post-${shownPostId}`);
      element?.scrollIntoView({ block: 'center' });
      element?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [shownPostId, pathname]);

  function quote(post: ForumPost) {
    setDraft((current) => ({
      content: quoteMarkdown(post.author.username, post.content, current.content),
      replyTo: post.id,
    }));
    requestAnimationFrame(() => {
      const area = replyArea.current;
      area?.scrollIntoView({ block: 'center' });
      area?.focus();
      area?.setSelectionRange(area.value.length, area.value.length);
    });
  }

  const missing = malformed || (thread.error instanceof ApiError && thread.error.status === 404);
  if (missing) {
    return (
      <div className="page forum-page">
        <ForumCrumbs trail={[{ label: 'Not found' }]} />
        <h1>Thread not found</h1>
        <Alert variant="info">
          <p>
            This thread does not exist or was deleted. <Link to="/forum">Back to the forum</Link> or{' '}
            <Link to="/forum/search">search it</Link>.
          </p>
        </Alert>
      </div>
    );
  }

  return (
    <div className="page forum-page thread-page">
      <QueryState query={thread} noun="the thread">
        {(t) => (
          <>
            <ForumCrumbs
              trail={[{ label: t.category.name, to: `/forum/c/${t.category.slug}` }, { label: t.title }]}
            />
            <h1 className="thread-title">{t.title}</h1>
            <ThreadFlags
              sticky={t.is_sticky}
              locked={t.is_locked}
              solved={t.accepted_post_id !== null}
              poll={t.poll_id !== null}
            />
            <p className="muted">
              Started by <MemberLink username={t.author.username} /> <Ago iso={t.created_at} /> ·{' '}
              {countOf(t.reply_count, 'reply', 'replies')}
            </p>
            {t.accepted_post_id !== null ? (
              <p className="thread-solved">
                <ForumIcon name="check" /> Solved —{' '}
                <Link to={postLink(t.id, t.slug, t.accepted_post_id)}>go to the accepted answer</Link>
              </p>
            ) : null}
            <div className="thread-tools">
              <SubscribeButton thread={t} />
              <ThreadModeration thread={t} />
            </div>
            <section aria-label="Posts" aria-busy={posts.isFetching}>
              <QueryState
                query={posts}
                noun="posts"
                isEmpty={(list) => list.items.length === 0}
                notFound={
                  <p>
                    The post may have been moved or deleted.{' '}
                    <Link to={threadLink(t.id, t.slug)}>Read the thread from the start</Link>
                  </p>
                }
              >
                {(list) => (
                  <>
                    <ol className="posts">
                      {list.items.map((post) => (
                        <PostCard
                          key={post.id}
                          post={post}
                          thread={t}
                          highlighted={post.id === shownPostId}
                          onQuote={quote}
                        />
                      ))}
                    </ol>
                    <Pager
                      page={list.current_page}
                      totalPages={list.total_pages}
                      onPage={(page) =>
                        postId === null
                          ? url.set({ page: page === 1 ? null : page })
                          : void navigate(`${threadLink(t.id, t.slug)}${page === 1 ? '' : `?page=${page}`}`)
                      }
                      label="Posts"
                    />
                  </>
                )}
              </QueryState>
            </section>
            <ReplyComposer
              thread={t}
              draft={draft}
              onDraft={setDraft}
              textareaRef={replyArea}
              onPosted={(id) => void navigate(postLink(t.id, t.slug, id))}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
