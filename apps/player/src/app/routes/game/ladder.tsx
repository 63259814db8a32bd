import { LadderTable } from '../../../features/ladder/components/ladder-table';

export function LadderRoute() {
  return (
    <section className="ladder-screen" aria-labelledby="ladder-title">
      <header className="screen-head">
        <div className="screen-head__text">
          <p className="eyebrow">Hall of hunters</p>
          <h1 id="ladder-title" className="section-title screen-head__title">
            Ladder
          </h1>
          <p className="muted screen-head__tagline">Every hunter by experience. Your own row glows.</p>
        </div>
      </header>
      <div className="panel">
        <LadderTable />
      </div>
    </section>
  );
}
