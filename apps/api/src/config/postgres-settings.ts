/**
 * Server settings for a game (docs/performance.md, "Database settings", gives the reason of each). Durability is kept
 * as PostgreSQL ships it: fsync, full_page_writes and synchronous_commit stay on, so a committed purchase, hunt or
 * payment survives a crash; what changes is memory, checkpoint spacing, planner costs, JIT and autovacuum.
 */
export const GAME_SETTINGS = [
  'shared_buffers=512MB',
  'work_mem=8MB',
  'maintenance_work_mem=128MB',
  'max_wal_size=2GB',
  'min_wal_size=256MB',
  'checkpoint_timeout=15min',
  'checkpoint_completion_target=0.9',
  'wal_buffers=16MB',
  'synchronous_commit=on',
  'random_page_cost=1.1',
  'effective_io_concurrency=64',
  'jit=off',
  'autovacuum_vacuum_scale_factor=0.05',
  'autovacuum_analyze_scale_factor=0.05',
  'autovacuum_vacuum_insert_scale_factor=0.05',
  'autovacuum_naptime=15s',
];
