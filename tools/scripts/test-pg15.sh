#!/usr/bin/env bash
# npm run test:pg15: the integration suite against Debian's PostgreSQL 15 (the server production runs) instead of the
# embedded PostgreSQL 17. Starts a throwaway cluster on a free loopback port (trust authentication, loopback only,
# for the length of the run) and removes it afterwards. Needs the postgresql-15 package; run as root (the cluster
# runs as the postgres user).
set -euo pipefail
cd "$(dirname "$0")/../.."
id postgres >/dev/null 2>&1 || useradd --system --user-group --home-dir /var/lib/postgresql postgres
pgdir=$(mktemp -d /tmp/grimhunt-pg15-XXXXXX)
chmod 755 "$pgdir"
chown postgres:postgres "$pgdir"
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
runuser -u postgres -- /usr/lib/postgresql/15/bin/initdb -D "$pgdir/data" -U postgres --auth=trust >/dev/null
runuser -u postgres -- /usr/lib/postgresql/15/bin/pg_ctl -D "$pgdir/data" -l "$pgdir/log" -w \
  -o "-p $port -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c max_connections=300" start
trap 'runuser -u postgres -- /usr/lib/postgresql/15/bin/pg_ctl -D "$pgdir/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$pgdir"' EXIT
DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" npm run test:int -- "$@"
