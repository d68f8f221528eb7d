import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PagedResults, ResultsTable, type ResultColumn } from './paged-results';

function renderCount(total: number) {
  const query = {
    isPending: false,
    isError: false,
    error: null,
    data: { items: Array.from({ length: total }, (_, i) => i), total_items: total, total_pages: 1 },
    refetch: () => undefined,
  };
  render(
    <MemoryRouter>
      <PagedResults query={query} noun="IGBTs" one="IGBT" label="IGBTs" page={1} onPage={() => undefined}>
        <p>rows</p>
      </PagedResults>
    </MemoryRouter>,
  );
}

describe('PagedResults count', () => {
  it('says "1 IGBT", not "1 IGBTs"', () => {
    renderCount(1);
    expect(screen.getByText('1 IGBT')).toBeTruthy();
  });

  it('says "2 IGBTs"', () => {
    renderCount(2);
    expect(screen.getByText('2 IGBTs')).toBeTruthy();
  });
});

describe('ResultsTable', () => {
  const columns: readonly ResultColumn<{ code: string; amps: number }>[] = [
    { header: 'Code', rowHeader: true, cell: (r) => r.code },
    { header: 'Rating', primary: true, cell: (r) => `${r.amps} A` },
    {
      header: <span className="visually-hidden">Actions</span>,
      label: '',
      cell: () => <button>Edit</button>,
    },
  ];

  it('names each row by its header cell and labels every other value with its column for phone cards', () => {
    render(<ResultsTable columns={columns} rows={[{ code: 'D', amps: 0.5 }]} rowKey={(r) => r.code} />);
    const row = screen.getAllByRole('row')[1];
    expect(row).toBeTruthy();
    const cells = within(row as HTMLElement);
    expect(cells.getByRole('rowheader').textContent).toBe('D');
    const rating = cells.getAllByRole('cell')[0];
    expect(rating?.textContent).toBe('Rating0.5 A');
    expect(rating?.hasAttribute('data-primary')).toBe(true);
    // The card label is for sight only: screen readers announce the column header.
    expect(rating?.querySelector('[aria-hidden="true"]')?.textContent).toBe('Rating');
    expect(cells.getAllByRole('cell')[1]?.textContent).toBe('Edit');
  });
});
