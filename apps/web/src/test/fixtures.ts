import type { User } from '@electrobench/contracts/users';

/** A signed-in member as GET /users/me returns it. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    email: 'ada@example.com',
    username: 'ada',
    profile_image_url: null,
    is_superuser: false,
    accent: 'alt2',
    forum_thread_count: 0,
    forum_post_count: 0,
    notify_email: true,
    notify_sound_general: true,
    notify_sound_dm: true,
    email_verified: true,
    created_at: '2024-01-01T00:00:00Z',
    ...overrides,
  };
}
