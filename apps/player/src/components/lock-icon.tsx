import './lock-icon.css';
/** A small padlock (no emoji fonts needed). */
export function LockIcon({ size = 14 }: { size?: number }) {
  return (
    <svg className="lock-icon" width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <rect x="3" y="7" width="10" height="7.5" rx="1.6" fill="currentColor" />
      <circle cx="8" cy="10.6" r="1.1" fill="#1b0f2e" />
    </svg>
  );
}
