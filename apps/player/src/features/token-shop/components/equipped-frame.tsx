import type { ReactNode } from 'react';
import { FramedAvatar } from '../../../components/art/avatar-frame';
import { useTokenShop } from '../api/get-token-shop';

/** The player's portrait in the frame they equipped in the token shop; the portrait alone when none is equipped. */
export function EquippedFrame({ children }: { children: ReactNode }) {
  const shop = useTokenShop();
  const frame = shop.data?.items.find((i) => i.kind === 'frame' && i.equipped);
  return <FramedAvatar frame={frame?.key}>{children}</FramedAvatar>;
}
