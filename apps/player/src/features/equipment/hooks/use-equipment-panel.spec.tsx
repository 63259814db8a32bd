import { act, waitFor } from '@testing-library/react';
import { ECONOMY_MESSAGES, type EquipmentDto } from '@grimhunt/contracts';
import { jsonResponse } from '../../../testing/fake-fetch';
import { serveGame } from '../../../testing/game-server';
import { renderHookWithProviders } from '../../../testing/render-hook';
import { useEquipmentPanel } from './use-equipment-panel';

const equipment = (active: number) => ({ activeEquipmentSlot: active, unlockedEquipmentSlots: 4, slots: [] }) as unknown as EquipmentDto;

function serve(changeAnswer: () => ReturnType<typeof jsonResponse>) {
  let active = 0;
  const { calls } = serveGame((_call, url) => {
    if (url.pathname === '/api/clientUser/getequipment') return jsonResponse(200, equipment(active));
    const m = url.pathname.match(/^\/api\/game\/changeEquipmentSet\/(\d+)$/);
    if (m) {
      const answer = changeAnswer();
      if (answer.ok) active = Number(m[1]);
      return answer;
    }
    if (url.pathname === '/api/game/unequip/relic') return jsonResponse(200, { success: true, message: 'Unequipped.' });
  });
  return { urls: () => calls.map((c) => c.url) };
}

describe('useEquipmentPanel', () => {
  it('switches to setup n (slot n-1) and tells so', async () => {
    const { urls } = serve(() => jsonResponse(200, { success: true, message: '' }));
    const { result } = renderHookWithProviders(() => useEquipmentPanel());
    await waitFor(() => expect(result.current.equipment.isSuccess).toBe(true));
    expect(result.current.activeSetup).toBe(1);

    act(() => result.current.chooseSetup(3));
    await waitFor(() => expect(result.current.popup).toMatchObject({ tone: 'ok', text: ECONOMY_MESSAGES.setupChanged }));
    expect(urls()).toContain('/api/game/changeEquipmentSet/2');
    await waitFor(() => expect(result.current.activeSetup).toBe(3));
    expect(result.current.changingSetup).toBe(false);
  });

  it("shows the server's refusal of a setup, and unequips an item", async () => {
    serve(() => jsonResponse(403, { statusCode: 403, code: 'ECONOMY.SETUP_LOCKED', message: 'That setup is locked.' }));
    const { result } = renderHookWithProviders(() => useEquipmentPanel());
    await waitFor(() => expect(result.current.equipment.isSuccess).toBe(true));
    act(() => result.current.chooseSetup(9));
    await waitFor(() => expect(result.current.popup).toMatchObject({ tone: 'error', text: 'That setup is locked.' }));
    expect(result.current.activeSetup).toBe(1);

    act(() => result.current.unequip('relic'));
    await waitFor(() => expect(result.current.popup).toMatchObject({ tone: 'ok', text: 'Unequipped.' }));
    act(() => result.current.closePopup());
    expect(result.current.popup).toBeNull();
  });
});
