import { describe, expect, it } from 'vitest';
import { outboxMailState, overallStatus } from './policy';

describe('service status policy', () => {
  it('is up only when every service is up', () => {
    const up = { name: 'api', status: 'up', message: '' } as const;
    expect(overallStatus([up, { ...up, name: 'database' }])).toBe('up');
    expect(overallStatus([up, { ...up, name: 'mail', status: 'degraded' }])).toBe('degraded');
  });

  it('counts outbox-only mail as degraded in production', () => {
    expect(outboxMailState(true)).toBe('degraded');
    expect(outboxMailState(false)).toBe('up');
  });
});
