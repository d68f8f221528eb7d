import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import { QueryState, type QueryLike } from './query-state';

afterEach(cleanup);

function query<T>(fields: Partial<QueryLike<T>>): QueryLike<T> {
  return {
    isPending: false,
    isError: false,
    error: null,
    data: undefined,
    refetch: () => undefined,
    ...fields,
  };
}

describe('QueryState', () => {
  it('announces loading while the first answer is on its way', () => {
    render(
      <QueryState query={query<string[]>({ isPending: true })} noun="threads">
        rows
      </QueryState>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading threads…');
    expect(screen.queryByText('rows')).toBeNull();
  });

  it('shows the error with a retry that asks again', () => {
    const refetch = vi.fn();
    render(
      <QueryState
        query={query<string[]>({ isError: true, error: new Error('offline'), refetch })}
        noun="threads"
      >
        rows
      </QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Could not load threads');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows "Not found" with the way back only when the page offers one', () => {
    const missing = new ApiError('No such drive.', 404, { detail: 'No such drive.' });
    render(
      <QueryState
        query={query<string[]>({ isError: true, error: missing })}
        noun="drive data"
        notFound={<a href="/">Back</a>}
      >
        rows
      </QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Not found');
    expect(screen.getByRole('link', { name: 'Back' })).toBeTruthy();
  });

  it('says the list is empty, or renders the loaded data', () => {
    const { rerender } = render(
      <QueryState query={query({ data: [] as string[] })} noun="threads" isEmpty={(d) => d.length === 0}>
        {(d) => d.join(',')}
      </QueryState>,
    );
    expect(screen.getByText('No threads found.')).toBeTruthy();
    rerender(
      <QueryState query={query({ data: ['a', 'b'] })} noun="threads" isEmpty={(d) => d.length === 0}>
        {(d) => d.join(',')}
      </QueryState>,
    );
    expect(screen.getByText('a,b')).toBeTruthy();
  });
});
