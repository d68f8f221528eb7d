import { ApiError } from '../../lib/api-error';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Composer } from './composer';
import { composerKeyAction } from './composer-keys';

describe('composer keys', () => {
  it('send on Enter, not on Shift+Enter, Alt+Enter or while an IME composes; Escape cancels', () => {
    expect(composerKeyAction({ key: 'Enter', shiftKey: false })).toBe('send');
    expect(composerKeyAction({ key: 'Enter', shiftKey: false, ctrlKey: true })).toBe('send');
    expect(composerKeyAction({ key: 'Enter', shiftKey: true })).toBeNull();
    expect(composerKeyAction({ key: 'Enter', shiftKey: false, altKey: true })).toBeNull();
    expect(composerKeyAction({ key: 'Enter', shiftKey: false, isComposing: true })).toBeNull();
    expect(composerKeyAction({ key: 'Escape', shiftKey: false })).toBe('cancel');
    expect(composerKeyAction({ key: 'a', shiftKey: false })).toBeNull();
  });
});

describe('Composer', () => {
  it('sends the trimmed text on Enter and clears; Shift+Enter keeps a new line', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn().mockResolvedValue(undefined);
    render(<Composer label="Message" onSend={onSend} />);
    const box = screen.getByLabelText('Message');
    await user.type(box, '  first line{Shift>}{Enter}{/Shift}second  ');
    expect((box as HTMLTextAreaElement).value).toBe('  first line\nsecond  ');
    expect(onSend).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('first line\nsecond');
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('refuses an empty or over-long message before sending, with the server’s wording', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Composer label="Message" onSend={onSend} />);
    const box = screen.getByLabelText('Message');
    await user.type(box, '   {Enter}');
    expect(screen.getByRole('alert').textContent).toContain('Write a message.');
    fireEvent.change(box, { target: { value: 'x'.repeat(2001) } });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toContain('A message is at most 2000 characters.');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('shows the server’s detail and keeps the text when sending fails', async () => {
    const user = userEvent.setup();
    const onSend = vi
      .fn()
      .mockRejectedValue(new ApiError('You cannot send messages to this member.', 403, 'x'));
    render(<Composer label="Message" onSend={onSend} />);
    const box = screen.getByLabelText('Message');
    await user.type(box, 'hello{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You cannot send messages to this member.',
    );
    expect((box as HTMLTextAreaElement).value).toBe('hello');
  });

  it('cancels an edit with Escape', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<Composer label="Edit" initial="old" onSend={vi.fn()} onCancel={onCancel} submitLabel="Save" />);
    await user.click(screen.getByLabelText('Edit'));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
