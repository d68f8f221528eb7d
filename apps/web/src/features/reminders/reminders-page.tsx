import { useEffect, useState } from 'react';
import { readableError } from '../../lib/forms';
import { useUrlState } from '../../lib/use-url-state';
import { Alert } from '../../ui/alert';
import { Modal } from '../../ui/modal';
import { PagedResults } from '../../ui/paged-results';
import { useCreateReminder, useDeleteReminder, useReminders, useUpdateReminder } from './api';
import { ReminderForm } from './reminder-form';
import { ReminderItem } from './reminder-item';
import type { Reminder } from './reminder-model';
import './reminders.css';

/** Overdue badges and 'ago' texts follow the clock while the page stays open. */
function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function RemindersPage() {
  const url = useUrlState();
  const showCompleted = url.get('show_completed') === 'true';
  const list = useReminders(url.page, showCompleted);
  const create = useCreateReminder();
  const update = useUpdateReminder();
  const remove = useDeleteReminder();
  const now = useNow(15_000);
  const [editing, setEditing] = useState<Reminder | null>(null);
  const [deleting, setDeleting] = useState<Reminder | null>(null);
  const [toggleError, setToggleError] = useState<string | null>(null);

  const totalPages = list.data?.total_pages ?? 0;
  useEffect(() => {
    // After deleting the last reminder of the last page, show the page before it.
    if (totalPages > 0 && url.page > totalPages) url.set({ page: totalPages });
  }, [totalPages, url]);

  const toggle = (reminder: Reminder) => {
    setToggleError(null);
    update.mutate(
      { id: reminder.id, patch: { isCompleted: !reminder.isCompleted } },
      { onError: (error) => setToggleError(readableError(error)) },
    );
  };

  return (
    <div className="page page-narrow reminders-page">
      <h1>Reminders</h1>
      <p className="lead">Set a time; you get a notification (and an e-mail if you ask) when it is due.</p>
      <section className="card" aria-labelledby="new-reminder">
        <h2 id="new-reminder">New reminder</h2>
        <ReminderForm
          submitLabel="Add reminder"
          pending={create.isPending}
          onSubmit={(d) => create.mutateAsync(d)}
        />
      </section>
      <section className="stack" aria-labelledby="your-reminders">
        <div className="reminders-toolbar">
          <h2 id="your-reminders">Your reminders</h2>
          <label className="reminder-check">
            <input
              type="checkbox"
              checked={showCompleted}
              onChange={(e) => url.set({ show_completed: e.target.checked ? 'true' : null })}
            />
            Show completed
          </label>
        </div>
        {toggleError ? <Alert variant="danger">{toggleError}</Alert> : null}
        <PagedResults
          query={list}
          noun="reminders"
          one="reminder"
          label="Reminders"
          page={url.page}
          onPage={(page) => url.set({ page })}
          empty={
            <p className="muted">
              {showCompleted ? 'You have no reminders yet.' : 'Nothing to remember. Add a reminder above.'}
            </p>
          }
        >
          <ul className="reminder-list">
            {list.data?.items.map((reminder) => {
              const pending = update.isPending && update.variables.id === reminder.id;
              const toggling = pending ? update.variables.patch.isCompleted : undefined;
              return (
                <ReminderItem
                  key={reminder.id}
                  reminder={reminder}
                  now={now}
                  completedShown={toggling ?? reminder.isCompleted}
                  busy={pending}
                  onToggle={() => toggle(reminder)}
                  onEdit={() => setEditing(reminder)}
                  onDelete={() => setDeleting(reminder)}
                />
              );
            })}
          </ul>
        </PagedResults>
      </section>

      <Modal open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title="Edit reminder">
        {editing ? (
          <ReminderForm
            key={editing.id}
            initial={editing}
            submitLabel="Save changes"
            pending={update.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={async (draft) => {
              await update.mutateAsync({ id: editing.id, patch: draft });
              setEditing(null);
            }}
          />
        ) : null}
      </Modal>

      <Modal
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete reminder?"
        description={deleting ? `“${deleting.title}” will be deleted. This cannot be undone.` : undefined}
        footer={
          <>
            {remove.isError ? <Alert variant="danger">{readableError(remove.error)}</Alert> : null}
            <button type="button" className="btn btn-secondary" onClick={() => setDeleting(null)}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-danger"
              disabled={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
            >
              Delete
            </button>
          </>
        }
      />
    </div>
  );
}
