import type { Submission } from '@electrobench/contracts/submissions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubmissionsPage } from './submissions-page';

const pending: Submission = {
  id: 5,
  status: 'pending',
  code: '1AM',
  part_number: 'MMBT3906',
  manufacturer: 'onsemi',
  package: 'SOT-23',
  function: 'PNP transistor',
  pin_count: 3,
  description: '',
  source: 'datasheet',
  submitter: { id: 2, username: 'ada' },
  review_reason: null,
  reviewed_at: null,
  component_id: null,
  // Local noon, so the day is Mar 5 whatever the time zone the tests run in.
  created_at: new Date(2026, 2, 5, 12).toISOString(),
  updated_at: '2026-03-05T14:30:00Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The list answers with one pending submission; the review answers with `review`. */
function serve(review: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) =>
      Promise.resolve(
        init?.method === 'POST'
          ? review
          : json(200, { items: [pending], total_items: 1, total_pages: 1, page: 1, skip: 0, limit: 20 }),
      ),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/admin/smd-submissions']}>
        <SubmissionsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function reject(reason: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Reject…' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Reason (the member sees it)'), {
    target: { value: reason },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  return dialog;
}

afterEach(() => vi.unstubAllGlobals());

describe('SMD submissions page', () => {
  it('says a problem with the reason once, beside the field, and the alert points there', async () => {
    serve(json(422, { detail: [{ loc: ['body', 'reason'], msg: 'Say what is wrong with it.', type: 'x' }] }));
    const dialog = await reject('bad');
    const field = within(dialog).getByLabelText('Reason (the member sees it)');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Say what is wrong with it.')).toHaveLength(1);
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Could not reject 1AM: see the reason marked above.',
    );
  });

  it('shows a problem that is not about the reason in the alert only', async () => {
    serve(json(409, { detail: 'This submission was already reviewed.' }));
    const dialog = await reject('Wrong marking for this part.');
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Could not reject 1AM: This submission was already reviewed.',
      ),
    );
    expect(screen.getAllByText(/already reviewed/)).toHaveLength(1);
    expect(
      within(dialog).getByLabelText('Reason (the member sees it)').getAttribute('aria-invalid'),
    ).toBeNull();
  });

  it('writes the submission date in the site format', async () => {
    serve(json(200, {}));
    expect(await screen.findByText(/by ada · Mar 5, 2026/)).toBeTruthy();
  });
});
