import { useCallback, useEffect, useState } from 'react';
import { POPUP_AUTO_CLOSE_MS } from '../config/game';

export type PopupTone = 'ok' | 'error';
export interface PopupMessage {
  id: number;
  text: string;
  tone: PopupTone;
}

let nextId = 1;

/** One result popup at a time; it closes by itself after POPUP_AUTO_CLOSE_MS. */
export function usePopup(autoCloseMs = POPUP_AUTO_CLOSE_MS) {
  const [popup, setPopup] = useState<PopupMessage | null>(null);

  useEffect(() => {
    if (!popup) return;
    const timer = setTimeout(() => setPopup((current) => (current?.id === popup.id ? null : current)), autoCloseMs);
    return () => clearTimeout(timer);
  }, [popup, autoCloseMs]);

  const show = useCallback((text: string, tone: PopupTone) => setPopup({ id: nextId++, text, tone }), []);
  const close = useCallback(() => setPopup(null), []);
  return { popup, show, close };
}
