/** A round play badge drawn in SVG; decorative (the button around it carries the name). */
export function PlayIcon({ className, size = 64 }: { className?: string; size?: number }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="31" fill="rgb(15 23 42 / 0.78)" stroke="#fff" strokeWidth="2" />
      <path d="M26 20.5v23a1.5 1.5 0 0 0 2.3 1.27l18-11.5a1.5 1.5 0 0 0 0-2.54l-18-11.5A1.5 1.5 0 0 0 26 20.5Z" fill="#fff" />
    </svg>
  );
}
