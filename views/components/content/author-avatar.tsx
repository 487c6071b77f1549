import type { ImageRef } from '../../../src/domain/content.ts';

interface AuthorAvatarProps {
  name: string;
  avatar: ImageRef | null;
  /** Pixels. */
  size?: number;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** An author's portrait, or their initials on the brand colour. Decorative: the name is written next to it. */
export function AuthorAvatar({ name, avatar, size = 32 }: AuthorAvatarProps) {
  const style = { width: size, height: size };
  if (avatar) {
    return (
      <img
        src={avatar.url}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        className="shrink-0 rounded-full object-cover ring-2 ring-white"
        style={style}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-bold text-primary-dark"
      style={style}
    >
      {initials(name)}
    </span>
  );
}
