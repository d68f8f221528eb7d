import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dropdown, MenuLink } from './dropdown';

// The menu grows towards the middle of the screen; after a resize it re-chooses its side once the
// burst of resize events has been quiet for 50 ms (SPEC section 9), not on every event.
function placeTrigger(left: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'BUTTON'
      ? ({ left, width: 40, top: 0, height: 20, right: left + 40, bottom: 20, x: left, y: 0 } as DOMRect)
      : ({ left: 0, width: 0, top: 0, height: 0, right: 0, bottom: 0, x: 0, y: 0 } as DOMRect);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1000 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Dropdown repositioning', () => {
  it('re-chooses the side 50 ms after the last resize event', async () => {
    placeTrigger(100);
    render(
      <MemoryRouter>
        <Dropdown trigger={<button type="button">Tools</button>} defaultOpen>
          <MenuLink to="/x">X</MenuLink>
        </Dropdown>
      </MemoryRouter>,
    );
    const menu = () => screen.getByRole('menu');
    expect(menu().getAttribute('data-align')).toBe('start');

    // The window shrinks so the trigger now sits in its right half.
    placeTrigger(800);
    await act(async () => {
      window.dispatchEvent(new Event('resize'));
      await vi.advanceTimersByTimeAsync(30);
      window.dispatchEvent(new Event('resize'));
      await vi.advanceTimersByTimeAsync(30);
    });
    expect(menu().getAttribute('data-align')).toBe('start');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20);
    });
    expect(menu().getAttribute('data-align')).toBe('end');
  });
});
