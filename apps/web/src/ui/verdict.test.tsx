import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VerdictBadge } from './verdict';

describe('VerdictBadge', () => {
  it('says "meets or exceeds" for a rating where more is better', () => {
    render(<VerdictBadge verdict="meets-or-exceeds" better="higher" />);
    expect(screen.getByText('meets or exceeds')).toBeTruthy();
  });

  it('says "matches" or "does not match" for a value that must equal the original', () => {
    render(
      <>
        <VerdictBadge verdict="meets-or-exceeds" better="match" />
        <VerdictBadge verdict="worse" better="match" />
        <VerdictBadge verdict="within-tolerance" better="match" />
      </>,
    );
    expect(screen.getByText('matches')).toBeTruthy();
    expect(screen.getByText('does not match')).toBeTruthy();
    expect(screen.getByText('within tolerance')).toBeTruthy();
  });
});
