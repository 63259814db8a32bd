import type { ReactNode } from 'react';
import './avatar-frame.css';

/** The frames the token shop sells, by item key. */
export const AVATAR_FRAME_KEYS = ['frame-bone', 'frame-ember', 'frame-moonsilver'] as const;
export type AvatarFrameKey = (typeof AVATAR_FRAME_KEYS)[number];

/** The key when it names a frame this code draws, else null (an unknown key draws no frame). */
export function avatarFrameKey(key: string | null | undefined): AvatarFrameKey | null {
  return AVATAR_FRAME_KEYS.find((k) => k === key) ?? null;
}

const RING = Array.from({ length: 12 }, (_, i) => (i * Math.PI) / 6);
const at = (angle: number, r: number) => ({ x: 50 + r * Math.cos(angle), y: 50 + r * Math.sin(angle) });

function FrameArt({ frame }: { frame: AvatarFrameKey }) {
  if (frame === 'frame-bone') {
    return (
      <g fill="#e8e0c8" stroke="#8a7f66" strokeWidth="1">
        <circle cx="50" cy="50" r="44" fill="none" stroke="#e8e0c8" strokeWidth="5" />
        {RING.map((a) => {
          const p = at(a, 44);
          return <ellipse key={a} cx={p.x} cy={p.y} rx="6" ry="3" transform={`rotate(${(a * 180) / Math.PI + 90} ${p.x} ${p.y})`} />;
        })}
      </g>
    );
  }
  if (frame === 'frame-ember') {
    return (
      <g>
        <circle cx="50" cy="50" r="44" fill="none" stroke="#7a1f0a" strokeWidth="7" />
        <circle cx="50" cy="50" r="44" fill="none" stroke="#ff7a1a" strokeWidth="2" strokeDasharray="4 6" />
        {RING.map((a, i) => {
          const p = at(a, 48);
          return <path key={a} d={`M${p.x} ${p.y - 5} q3 5 0 ${7 + (i % 3)} q-3 -5 0 -${7 + (i % 3)}z`} fill="#ffb347" />;
        })}
      </g>
    );
  }
  return (
    <g>
      <circle cx="50" cy="50" r="44" fill="none" stroke="#c9d3e0" strokeWidth="6" />
      <circle cx="50" cy="50" r="47" fill="none" stroke="#6f7d91" strokeWidth="1" />
      {[0, Math.PI / 2, Math.PI, (3 * Math.PI) / 2].map((a, i) => {
        const p = at(a - Math.PI / 2, 44);
        return (
          <g key={a}>
            <circle cx={p.x} cy={p.y} r="5" fill="#f4f7fb" stroke="#6f7d91" />
            {i > 0 && <circle cx={p.x + (i === 2 ? 0 : i === 1 ? 2.5 : -2.5)} cy={p.y} r={i === 2 ? 5 : 4} fill="#2a3140" />}
          </g>
        );
      })}
    </g>
  );
}

/** A portrait in a frame drawn by our own code: the frame is a ring over the picture's edge. */
export function AvatarFrame({ frame, size = 72, children }: { frame: AvatarFrameKey; size?: number; children?: ReactNode }) {
  return (
    <svg data-art="avatar-frame" data-frame={frame} width={size} height={size} viewBox="0 0 100 100" role="img" aria-label="Avatar frame">
      <circle cx="50" cy="50" r="42" fill="#1c1a24" />
      {children}
      <FrameArt frame={frame} />
    </svg>
  );
}

/**
 * Any portrait (an image or a drawing) inside a bought frame: the portrait keeps the size its own styles give it and
 * is cut round; the ring is drawn over its edge, reaching 11% beyond it on every side (so the ring's inside, radius
 * 41 of 100, meets the portrait's edge). Without a known frame the portrait is shown as it is.
 */
export function FramedAvatar({ frame, children }: { frame: string | null | undefined; children: ReactNode }) {
  const key = avatarFrameKey(frame);
  if (!key) return <>{children}</>;
  return (
    <span className="framed-avatar" data-frame={key}>
      <span className="framed-avatar__picture">{children}</span>
      <svg className="framed-avatar__ring" data-art="avatar-frame" viewBox="0 0 100 100" aria-hidden="true">
        <FrameArt frame={key} />
      </svg>
    </span>
  );
}
