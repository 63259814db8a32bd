import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { metricsRegistry } from '@grimhunt/api-kernel';

interface Panel {
  title: string;
  targets: { expr: string }[];
}

const dashboard = JSON.parse(readFileSync(join(__dirname, '../../../../docker/grafana-dashboard.json'), 'utf8')) as { panels: Panel[] };

/** Series names a PromQL expression reads (histograms expose name_bucket, name_count and name_sum). */
function seriesOf(expr: string): string[] {
  return (expr.match(/\b(grimhunt|nodejs|process)_[a-z0-9_]+/g) ?? []).map((name) => name.replace(/_(bucket|count|sum)$/, ''));
}

describe('Grafana dashboard (docker/grafana-dashboard.json)', () => {
  const registered = new Set(metricsRegistry.getMetricsAsArray().map((m) => m.name));
  const read = dashboard.panels.flatMap((p) => p.targets.flatMap((t) => seriesOf(t.expr).map((name) => ({ panel: p.title, name }))));

  it('every panel reads at least one metric', () => {
    expect(dashboard.panels.filter((p) => p.targets.every((t) => seriesOf(t.expr).length === 0)).map((p) => p.title)).toEqual([]);
  });

  it('reads only metrics the API registers', () => {
    expect(read.filter((r) => !registered.has(r.name))).toEqual([]);
  });

  it('shows every grimhunt metric the API registers', () => {
    const shown = new Set(read.map((r) => r.name));
    expect([...registered].filter((name) => name.startsWith('grimhunt_') && !shown.has(name))).toEqual([]);
  });
});
