// External addresses are deployment configuration (Vite env, see .env.example); a missing one
// hides its link instead of pointing somewhere made up.
function configured(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export const SITE_LINKS = {
  videoUrl: configured(import.meta.env.VITE_VIDEO_URL),
  codeUrl: configured(import.meta.env.VITE_CODE_URL),
  forumUrl: configured(import.meta.env.VITE_FORUM_URL),
  contactEmail: configured(import.meta.env.VITE_CONTACT_EMAIL),
} as const;
