import type { FastifyInstance } from 'fastify';
import { forumCategoryRoutes } from './category-routes';
import { forumPostRoutes } from './post-routes';
import { forumThreadRoutes } from './thread-routes';

/** The forum API: categories (public and admin), threads, posts, polls, votes, search. */
export async function forumRoutes(app: FastifyInstance) {
  await forumCategoryRoutes(app);
  await forumThreadRoutes(app);
  await forumPostRoutes(app);
}
