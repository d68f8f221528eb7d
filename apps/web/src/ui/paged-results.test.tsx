import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PagedResults } from './paged-results';

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
