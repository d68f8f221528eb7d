import { describe, expect, it, vi } from 'vitest';
import { ROOT_MISSING_MESSAGE, showFatalError } from './fatal';

describe('fatal error', () => {
  it('shows the message of the error catalogue on the page', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    showFatalError(ROOT_MISSING_MESSAGE);
    expect(document.body.querySelector('[role="alert"]')?.textContent).toBe(
      "Fatal Error: Root element with ID 'root' not found in the DOM.",
    );
    expect(log).toHaveBeenCalledWith(ROOT_MISSING_MESSAGE);
    log.mockRestore();
  });
});
