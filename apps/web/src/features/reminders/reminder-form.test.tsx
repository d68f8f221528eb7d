import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { ReminderForm } from './reminder-form';
import type { ReminderDraft } from './reminder-model';

describe('ReminderForm', () => {
  it('says what is missing before anything is sent', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<ReminderForm submitLabel="Add reminder" pending={false} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add reminder' }));
    expect(screen.getByText('Title is required.')).toBeTruthy();
    expect(screen.getByText('Due date is required.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a trimmed draft with the local due time as an instant, then clears', async () => {
    const onSubmit = vi.fn((_draft: ReminderDraft) => Promise.resolve());
    render(<ReminderForm submitLabel="Add reminder" pending={false} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Title'), '  Swap the fan ');
    await userEvent.type(screen.getByLabelText('Description (optional)'), 'Bearing noise');
    await userEvent.type(screen.getByLabelText('Due date and time'), '2026-03-05T14:30');
    await userEvent.click(screen.getByRole('checkbox', { name: /send me an e-mail/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add reminder' }));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Swap the fan',
      description: 'Bearing noise',
      dueAt: new Date(2026, 2, 5, 14, 30),
      sendEmail: true,
    });
    await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe(''));
  });

  it('puts the server’s 422 details beside their fields, and keeps an untouched due time exact', async () => {
    const dueAt = new Date(2026, 2, 5, 14, 30, 0, 250);
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new ApiError('Validation failed', 422, [
          { loc: ['body', 'title'], msg: 'Title is at most 200 characters.', type: 'too_big' },
        ]),
      ),
    );
    render(
      <ReminderForm
        submitLabel="Save changes"
        pending={false}
        initial={{ title: 'Old', description: '', dueAt, sendEmail: false }}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Old', description: '', dueAt, sendEmail: false });
    await screen.findByText('Title is at most 200 characters.');
  });
});
