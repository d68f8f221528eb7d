import type { AdminDashboard } from '@electrobench/contracts/admin-dashboard';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/dates';
import { countOf, formatNumber } from '../../lib/plural';
import { Badge } from '../../ui/badge';
import { QueryState } from '../../ui/query-state';
import { ActivityChart } from './activity-chart';
import { useAdminDashboard } from './api';
import './admin-dashboard.css';

function Stat({
  label,
  value,
  detail,
  to,
}: {
  label: string;
  value: number;
  detail: ReactNode;
  to?: string;
}) {
  return (
    <li className="card dash-stat">
      <p className="dash-stat-label">{to ? <Link to={to}>{label}</Link> : label}</p>
      <p className="dash-stat-value">{formatNumber(value)}</p>
      <p className="dash-stat-detail muted">{detail}</p>
    </li>
  );
}

const TOOLS = [
  { to: '/admin/tickets', label: 'Support tickets' },
  { to: '/admin/submissions', label: 'SMD submissions' },
  { to: '/admin/manage-smd', label: 'Manage SMD components' },
  { to: '/admin/forum/categories', label: 'Forum categories' },
];

function Dashboard({ data }: { data: AdminDashboard }) {
  return (
    <>
      <ul className="dash-stats" aria-label="Totals">
        <Stat
          label="Members"
          value={data.members.total}
          detail={`${formatNumber(data.members.new_this_week)} new this week`}
        />
        <Stat label="Forum threads" value={data.forum.threads} detail={countOf(data.forum.posts, 'post')} />
        <Stat
          label="Open tickets"
          value={data.tickets.open}
          detail="waiting for an answer"
          to="/admin/tickets?status=open"
        />
        <Stat
          label="Pending submissions"
          value={data.submissions.pending}
          detail="SMD codes to review"
          to="/admin/submissions"
        />
      </ul>

      <section className="card" aria-labelledby="dash-activity">
        <h2 id="dash-activity">Activity</h2>
        <ActivityChart days={data.activity} />
      </section>

      <div className="dash-columns">
        <section className="card" aria-labelledby="dash-tickets">
          <h2 id="dash-tickets">Recent tickets</h2>
          {data.recent_tickets.length === 0 ? (
            <p className="muted">No tickets yet.</p>
          ) : (
            <ul className="dash-list">
              {data.recent_tickets.map((t) => (
                <li key={t.id}>
                  <Link to={`/admin/tickets/${t.id}`}>{t.title}</Link>
                  <span className="dash-list-meta">
                    <Badge variant={t.status === 'open' ? 'warning' : 'success'}>
                      {t.status === 'open' ? 'Open' : 'Resolved'}
                    </Badge>{' '}
                    <span className="muted">{formatDateTime(t.created_at)}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to="/admin/tickets">All tickets</Link>
          </p>
        </section>
        <section className="card" aria-labelledby="dash-submissions">
          <h2 id="dash-submissions">Pending submissions</h2>
          {data.pending_submissions.length === 0 ? (
            <p className="muted">Nothing waiting for review.</p>
          ) : (
            <ul className="dash-list">
              {data.pending_submissions.map((s) => (
                <li key={s.id}>
                  <Link to="/admin/submissions?status=pending">
                    <strong className="dash-code">{s.code}</strong> {s.part_number}
                  </Link>
                  <span className="dash-list-meta muted">
                    by {s.submitter_username} · {formatDateTime(s.created_at)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to="/admin/submissions">Review submissions</Link>
          </p>
        </section>
      </div>
    </>
  );
}

/** Admin home: totals, activity over 30 days and what is waiting, with the admin tools. */
export function AdminDashboardPage() {
  const dashboard = useAdminDashboard();
  return (
    <div className="page admin-dashboard">
      <h1>Admin Dashboard</h1>
      <nav className="dash-tools" aria-label="Admin tools">
        {TOOLS.map((tool) => (
          <Link key={tool.to} className="btn btn-secondary btn-small" to={tool.to}>
            {tool.label}
          </Link>
        ))}
      </nav>
      <QueryState query={dashboard} noun="the dashboard">
        {(data) => <Dashboard data={data} />}
      </QueryState>
    </div>
  );
}
