import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminDashboardSchema } from '@electrobench/contracts/admin-dashboard';
import { dashboard } from './admin-dashboard-service';

export async function adminDashboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/admin/dashboard',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin dashboard'],
        description:
          'Counts for the admin home page: members (and sign-ups in the last 7 days), threads, live posts, ' +
          'open tickets, pending SMD submissions, the 5 newest tickets and pending submissions, and ' +
          'sign-ups, posts and tickets per UTC day over the last 30 days (today last).',
        response: { 200: adminDashboardSchema },
      },
    },
    async () => dashboard(app.ctx),
  );
}
