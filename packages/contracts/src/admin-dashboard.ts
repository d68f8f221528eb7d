import { z } from './zod';
import { TICKET_STATUSES } from './tickets';

/** The activity chart covers this many UTC days, today included. */
export const DASHBOARD_ACTIVITY_DAYS = 30;
/** "New members this week": sign-ups in the last 7 x 24 hours. */
export const DASHBOARD_WEEK_DAYS = 7;
/** How many recent tickets and pending submissions the dashboard lists. */
export const DASHBOARD_RECENT = 5;

const count = z.number().int().min(0);

export const dashboardActivityDaySchema = z.object({
  /** UTC calendar day, YYYY-MM-DD. */
  day: z.string(),
  signups: count,
  posts: count,
  tickets: count,
});
export type DashboardActivityDay = z.infer<typeof dashboardActivityDaySchema>;

export const adminDashboardSchema = z.object({
  /** Verified, not deleted accounts (the public member count's rule). */
  members: z.object({ total: count, new_this_week: count }),
  /** Threads, and live (not deleted) posts, first posts included. */
  forum: z.object({ threads: count, posts: count }),
  tickets: z.object({ open: count }),
  submissions: z.object({ pending: count }),
  recent_tickets: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      status: z.enum(TICKET_STATUSES),
      created_at: z.string(),
    }),
  ),
  /** The newest submissions waiting for review. */
  pending_submissions: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      part_number: z.string(),
      submitter_username: z.string(),
      created_at: z.string(),
    }),
  ),
  /** One entry per day, oldest first, DASHBOARD_ACTIVITY_DAYS of them; days without activity are zeros. */
  activity: z.array(dashboardActivityDaySchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
