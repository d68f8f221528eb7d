import type { ForumCategory } from '@electrobench/contracts/forum';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CategoryOrderTable } from './category-order-table';
import { moveTo } from './reorder';

const category = (id: number, name: string): ForumCategory => ({
  id,
  name,
  slug: name.toLowerCase(),
  description: '',
  position: id,
  thread_count: 0,
  post_count: 0,
  last_activity_at: null,
  created_at: '2026-01-01T00:00:00Z',
});

function Harness() {
  const [rows, setRows] = useState([category(1, 'General'), category(2, 'Power'), category(3, 'Drives')]);
  return (
    <CategoryOrderTable
      rows={rows}
      onMove={(from, to) => setRows((current) => moveTo(current, from, to))}
      onEdit={() => undefined}
      onDelete={() => undefined}
    />
  );
}

const order = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('strong')?.textContent);

describe('CategoryOrderTable keyboard reordering', () => {
  it('moves a row with the buttons and keeps focus on the row being moved', async () => {
    render(<Harness />);
    screen.getByRole('button', { name: 'Move Drives up' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(order()).toEqual(['General', 'Drives', 'Power']);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Drives up' })),
    );
    await userEvent.keyboard('{Enter}');
    expect(order()).toEqual(['Drives', 'General', 'Power']);
    // At the top "Move up" is disabled, so focus moves to "Move down" instead of being lost.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Drives down' })),
    );
  });

  it('cannot move the first row up or the last row down', () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Move General up' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Move Drives down' }).hasAttribute('disabled')).toBe(true);
  });
});
