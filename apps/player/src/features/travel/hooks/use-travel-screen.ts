import { useState } from 'react';
import type { ClientHuntingGroundDto, TravelAnswerDto } from '@grimhunt/contracts';
import { useMe } from '../../../api/get-me';
import { useGrounds } from '../../../api/get-grounds';
import { useRegions } from '../../../api/get-regions';
import { currentGroundOf } from '../../../lib/hunt-view';
import { useTravel } from '../api/travel';
import { locksOf } from '../travel-locks';

export type TravelOutcome =
  { ok: true; answer: TravelAnswerDto; ground: ClientHuntingGroundDto } | { ok: false; message: string; ground: ClientHuntingGroundDto };

/**
 * The travel screen's data: the regions, the selected one (the player's choice, else the region of the current
 * ground, else the first), its grounds with their locks, the journey under way and its outcome.
 */
export function useTravelScreen() {
  const me = useMe();
  const regions = useRegions();
  const current = currentGroundOf(me.data);
  const [chosen, setChosen] = useState<string | null>(null);
  const list = regions.data ?? [];
  const selected = chosen ?? (list.find((r) => r.id === current?.regionId) ?? list[0])?.id ?? null;
  const region = list.find((r) => r.id === selected);
  const grounds = useGrounds(selected);
  const travel = useTravel();
  const target = travel.variables;
  const outcome: TravelOutcome | null = !target
    ? null
    : travel.isSuccess
      ? { ok: true, answer: travel.data, ground: target }
      : travel.isError
        ? { ok: false, message: travel.error.message, ground: target }
        : null;

  return {
    current,
    regions,
    list,
    selected,
    region,
    grounds,
    xp: me.data?.xp ?? 0,
    busy: travel.isPending,
    outcome,
    locksOf: (ground: ClientHuntingGroundDto) => locksOf(ground, region, me.data),
    selectRegion: setChosen,
    travelTo: (ground: ClientHuntingGroundDto) => travel.mutate(ground),
    closeOutcome: () => travel.reset(),
  };
}
