import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { hasPublicProfile, isCountedMember, isFindableMember } from './policy';

const render = (condition: Parameters<PgDialect['sqlToQuery']>[0]) => new PgDialect().sqlToQuery(condition);

describe('account visibility', () => {
  it('hides the profile of a deleted or never verified account', () => {
    expect(render(hasPublicProfile()).sql).toBe(
      '("users"."deleted_at" is null and "users"."email_verified_at" is not null)',
    );
  });

  it('offers only existing, active, verified members in search', () => {
    const { sql, params } = render(isFindableMember());
    expect(sql).toBe(
      '("users"."deleted_at" is null and "users"."is_active" = $1 and "users"."email_verified_at" is not null)',
    );
    expect(params).toEqual([true]);
  });

  it('counts only existing members who confirmed their email', () => {
    expect(render(isCountedMember()).sql).toBe(
      '("users"."deleted_at" is null and "users"."email_verified_at" is not null)',
    );
  });
});
