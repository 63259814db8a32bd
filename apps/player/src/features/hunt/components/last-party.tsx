import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HUNT_PARTY_KEY, type LastParty as LastPartyData } from '../api/sound-hunt';
import { HuntParty } from './hunt-party';

/** On home: the friends the player's last hunt took along and what they caught (until the page is left for good). */
export function LastParty() {
  const queryClient = useQueryClient();
  const { data } = useQuery<LastPartyData | null>({
    queryKey: HUNT_PARTY_KEY,
    queryFn: () => queryClient.getQueryData<LastPartyData | null>(HUNT_PARTY_KEY) ?? null,
    enabled: false,
    staleTime: Infinity,
  });
  if (!data) return null;
  return (
    <section className="panel last-party" aria-label="Your last hunting party">
      <HuntParty party={data.party} title="Your last hunt took along" />
    </section>
  );
}
