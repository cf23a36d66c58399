/** The profile picture, or a neutral default image when there is none. */
export function Avatar({ src, alt, size = 96 }: { src: string; alt: string; size?: number }) {
  const style = { width: size, height: size };
  if (src) {
    return (
      <img
        src={src}
        alt={alt}
        style={style}
        className="shrink-0 rounded-full bg-slate-100 object-cover ring-4 ring-white"
        data-testid="profile-picture"
      />
    );
  }
  return (
    <svg
      viewBox="0 0 96 96"
      style={style}
      role="img"
      aria-label={alt}
      className="shrink-0 rounded-full ring-4 ring-white"
      data-testid="default-avatar"
    >
      <rect width="96" height="96" rx="48" fill="#d2eedd" />
      <circle cx="48" cy="38" r="17" fill="#146c43" />
      <path d="M16 84c4-18 17-27 32-27s28 9 32 27" fill="#146c43" />
    </svg>
  );
}
