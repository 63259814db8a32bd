import { LadderTable } from '../../../features/ladder/components/ladder-table';
import { ScreenHeader } from '../../../components/screen-header';

export function LadderRoute() {
  return (
    <section className="ladder-screen" aria-labelledby="ladder-title">
      <ScreenHeader
        titleId="ladder-title"
        eyebrow="Hall of hunters"
        title="Ladder"
        tagline="Every hunter by experience. Your own row glows."
      />
      <div className="panel">
        <LadderTable />
      </div>
    </section>
  );
}
