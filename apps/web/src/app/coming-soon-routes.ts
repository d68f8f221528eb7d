/**
 * Routes of SPEC section 2 whose pages arrive with later features. Each shows a titled
 * "coming soon" page until its feature replaces the entry in routes.tsx.
 */
type Entry = readonly [path: string, title: string];

export const PUBLIC_COMING_SOON: readonly Entry[] = [];

export const MEMBER_COMING_SOON: readonly Entry[] = [];

export const ADMIN_COMING_SOON: readonly Entry[] = [];
