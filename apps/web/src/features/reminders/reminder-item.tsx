import { Badge } from '../../ui/badge';
import { formatDue, relativeDue, reminderState, type Reminder } from './reminder-model';

interface ReminderItemProps {
  reminder: Reminder;
  now: Date;
  /** While a complete/uncomplete is on its way, the box already shows where it is going. */
  completedShown: boolean;
  busy: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

const STATE_BADGE = {
  completed: { variant: 'success', text: 'Completed' },
  overdue: { variant: 'danger', text: 'Overdue' },
  upcoming: { variant: 'neutral', text: 'Upcoming' },
} as const;

export function ReminderItem({
  reminder,
  now,
  completedShown,
  busy,
  onToggle,
  onEdit,
  onDelete,
}: ReminderItemProps) {
  const state = reminderState(reminder, now);
  const badge = STATE_BADGE[state];
  return (
    <li className={`card reminder-item reminder-${state}`} data-testid="reminder-item">
      <label className="reminder-done">
        <input type="checkbox" checked={completedShown} disabled={busy} onChange={onToggle} />
        <span className="visually-hidden">
          {reminder.isCompleted ? 'Mark as not done: ' : 'Mark as done: '}
          {reminder.title}
        </span>
      </label>
      <div className="reminder-body">
        <h3 className="reminder-title">{reminder.title}</h3>
        {reminder.description ? <p className="reminder-description">{reminder.description}</p> : null}
        <p className="reminder-when">
          <Badge variant={badge.variant}>{badge.text}</Badge>{' '}
          <time dateTime={reminder.dueAt.toISOString()}>{formatDue(reminder.dueAt)}</time>
          <span className="muted"> · {relativeDue(reminder.dueAt, now)}</span>
          {reminder.sendEmail ? <span className="muted"> · e-mail</span> : null}
        </p>
      </div>
      <div className="reminder-actions">
        <button type="button" className="btn btn-secondary btn-small" onClick={onEdit}>
          Edit
        </button>
        <button type="button" className="btn btn-danger btn-small" onClick={onDelete}>
          Delete
        </button>
      </div>
    </li>
  );
}
