import { useId } from 'react';
import './logo.css';

/** The Grimhunt ghost: inline SVG, no external assets. */
export function GhostIcon({ size = 48, className }: { size?: number; className?: string }) {
  const id = useId().replace(/:/g, '');
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role="img"
      aria-label="Grimhunt ghost"
      xmlns="http://www.w3.org/2000/svg"
    >
      <defs>
        <radialGradient id={`glow-${id}`} cx="50%" cy="40%" r="60%">
          <stop offset="0%" stopColor="#eafff3" />
          <stop offset="55%" stopColor="#b9f5d8" />
          <stop offset="100%" stopColor="#7ee0b5" />
        </radialGradient>
      </defs>
      <circle cx="32" cy="32" r="30" fill="#1b0f2e" stroke="#8b5cf6" strokeWidth="2" />
      <path
        d="M18 50V29c0-8.3 6.3-15 14-15s14 6.7 14 15v21l-4.7-4-4.6 4-4.7-4-4.7 4-4.6-4z"
        fill={`url(#glow-${id})`}
        stroke="#4ade80"
        strokeWidth="1.2"
      />
      <ellipse cx="27" cy="29" rx="2.6" ry="3.6" fill="#1b0f2e" />
      <ellipse cx="37" cy="29" rx="2.6" ry="3.6" fill="#1b0f2e" />
      <ellipse cx="32" cy="37.5" rx="3" ry="2.2" fill="#1b0f2e" />
    </svg>
  );
}

export function Logo({ size = 44 }: { size?: number }) {
  return (
    <span className="logo">
      <GhostIcon size={size} className="logo__icon" />
      <span className="logo__word">Grimhunt</span>
    </span>
  );
}
