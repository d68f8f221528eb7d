interface AvatarProps {
  /** Whose picture this is: used for the initials fallback and the text alternative. */
  name: string;
  src?: string | null;
  size?: 'small' | 'medium' | 'large';
  /** Leave out of the accessibility tree when the name is written right next to it. */
  decorative?: boolean;
}

function initials(name: string): string {
  const letters = name
    .split(/[\s_-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

export function Avatar({ name, src, size = 'medium', decorative = false }: AvatarProps) {
  const label = decorative ? undefined : `${name}'s avatar`;
  if (src) {
    return <img className="avatar" data-size={size} src={src} alt={label ?? ''} width={64} height={64} />;
  }
  return (
    <span
      className="avatar avatar-initials"
      data-size={size}
      role={decorative ? undefined : 'img'}
      aria-label={label}
      aria-hidden={decorative ? true : undefined}
    >
      {initials(name)}
    </span>
  );
}
