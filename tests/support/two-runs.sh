#!/usr/bin/env bash
# Shows that test runs share nothing (docs/decisions/082): two reduced `npm test` runs started together in
# this one clone, as on a machine where nothing listens for PostgreSQL (OUTAGE_POSTGRES_URL at a closed
# port), both pass; their ports, folders and databases differ. Each run: a few API test files (on PGlite,
# or on PostgreSQL with TEST_DATABASE_URL, each run seeding and copying databases of its own) and a few
# journeys in one worker, the database outage journeys among them (left out, with one line saying so).
# Reduced because the machine is shared; the mechanism is the one a whole `npm test` uses.
#
#   tests/support/two-runs.sh                     # API on PGlite
#   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/wt_mine JOURNEYS= tests/support/two-runs.sh
set -uo pipefail
cd "$(dirname "$0")/../.."
API_FILES=${API_FILES-"tests/api/captcha.test.ts tests/api/contact.test.ts tests/api/database-outage.test.ts"}
JOURNEYS=${JOURNEYS-"tests/e2e/contact.test.ts tests/e2e/price-filter.test.ts tests/e2e/database-outage.test.ts"}
LOGS=.tmp/two-runs
rm -rf "$LOGS"
mkdir -p "$LOGS"
# nothing listens on port 1: the journeys that need a PostgreSQL server to take away are left out
export OUTAGE_POSTGRES_URL=postgres://postgres@127.0.0.1:1/postgres

one_run() {
  # shellcheck disable=SC2086
  [ -z "$API_FILES" ] || npx vitest run --project api $API_FILES || return 1
  [ -z "$JOURNEYS" ] || npm run test:e2e -- --project=chromium --workers=1 $JOURNEYS
}

started=$(date +%s)
one_run >"$LOGS/a.log" 2>&1 &
a=$!
one_run >"$LOGS/b.log" 2>&1 &
b=$!
# the databases of the API runs on PostgreSQL, while they exist (their names carry each run's id)
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  base=${TEST_DATABASE_URL##*/}
  for _ in $(seq 1 60); do
    psql "${TEST_DATABASE_URL%/*}/postgres" -Atc "select datname from pg_database where datname like '${base}\\_%' order by 1" \
      >"$LOGS/databases.txt" 2>/dev/null
    [ "$(wc -l <"$LOGS/databases.txt")" -ge 6 ] && break
    sleep 2
  done
fi
status_a=0
status_b=0
wait "$a" || status_a=$?
wait "$b" || status_b=$?
echo "two runs together in $(($(date +%s) - started)) s: exit $status_a and $status_b (logs in $LOGS/)"
for run in a b; do
  echo "-- run $run"
  grep -h -e "^journeys run" -e "journeys' server: port" -e "left out" -e "Test Files" -e " passed" -e " failed" \
    -e " skipped" "$LOGS/$run.log"
done
if [ -s "$LOGS/databases.txt" ]; then
  echo "-- databases of the two API runs, seen while they ran"
  cat "$LOGS/databases.txt"
fi
ports=$(grep -h "journeys' server: port" "$LOGS/a.log" "$LOGS/b.log" | sed 's/.*port \([0-9]*\).*/\1/' | sort -u | wc -l)
folders=$(grep -h "^journeys run" "$LOGS/a.log" "$LOGS/b.log" | sort -u | wc -l)
expected=2
[ -n "$JOURNEYS" ] || expected=0
if [ "$status_a" -ne 0 ] || [ "$status_b" -ne 0 ] || [ "$ports" -ne "$expected" ] || [ "$folders" -ne "$expected" ]; then
  echo "FAILED: both runs must pass on two ports and in two folders"
  exit 1
fi
echo "both passed, on two ports, each in its own folder"
