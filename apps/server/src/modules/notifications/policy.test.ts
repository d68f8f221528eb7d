import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { ownNotification, ownNotifications } from './policy';

const render = (condition: Parameters<PgDialect['sqlToQuery']>[0]) => new PgDialect().sqlToQuery(condition);

describe('notification scopes', () => {
  it('limits every list to the member asking', () => {
    const { sql, params } = render(ownNotifications(7));
    expect(sql).toBe('"notifications"."user_id" = $1');
    expect(params).toEqual([7]);
  });

  it('finds one notification only among the member’s own', () => {
    const { sql, params } = render(ownNotification(7, 42));
    expect(sql).toBe('("notifications"."id" = $1 and "notifications"."user_id" = $2)');
    expect(params).toEqual([42, 7]);
  });
});
