import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MentionTextarea } from './mention-textarea';

const MEMBERS = [
  { id: 1, username: 'bob', profile_image_url: null },
  { id: 2, username: 'bobby_fix', profile_image_url: null },
];

function Harness() {
  const [value, setValue] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);
  return <MentionTextarea aria-label="Reply" value={value} onValueChange={setValue} textareaRef={ref} />;
}

function setup() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      calls.push(url);
      return Promise.resolve(new Response(JSON.stringify(MEMBERS), { status: 200 }));
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
  return { calls, box: screen.getByRole('textbox', { name: 'Reply' }) as HTMLTextAreaElement };
}

afterEach(() => vi.unstubAllGlobals());

describe('MentionTextarea', () => {
  it('suggests members for @name and inserts the one chosen with the arrow keys and Enter', async () => {
    const { calls, box } = setup();
    await userEvent.type(box, 'Ask @bo');
    const list = await screen.findByRole('listbox', { name: 'Members to mention' });
    expect(calls.some((url) => url.includes('/users/search?q=bo&limit=10'))).toBe(true);
    expect(list.querySelectorAll('[role="option"]')).toHaveLength(2);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: 'bobby_fix' });
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(second.id);

    await userEvent.keyboard('{Enter}');
    expect(box.value).toBe('Ask @bobby_fix ');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  it('closes the list on Escape and lets Enter make a new line', async () => {
    const { box } = setup();
    await userEvent.type(box, '@b');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(box.value).toBe('@b\n');
  });

  it('asks nobody while no @ is being typed', async () => {
    const { calls, box } = setup();
    await userEvent.type(box, 'mail ada@example.com');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
