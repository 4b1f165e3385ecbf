#!/usr/bin/env bash
# Several processes, tested (decision 028): three server processes on one fresh PostgreSQL database behind
# nginx, started from the files in deploy/ as they are, and Playwright journeys through nginx
# (playwright.multi-process.config.ts). Fails unless every process served some of the requests.
#
# - nginx: deploy/nginx/partners-shop.conf rendered with CI's ports (envsubst, as in production), run
#   as a foreground process with its pid, logs and temporary files under .tmp/multi/nginx.
# - processes: the command, working directory and environment of deploy/systemd/partners-shop@.service
#   (ExecStart=, WorkingDirectory=, Environment=, EnvironmentFile=; %i the port, %S the state
#   directory), the environment file being deploy/partners-shop.env.example with CI's values.
#
# Needs a build (`npm run build`, done by `npm test` in .ci/run), nginx, envsubst and PostgreSQL at
# PG_URL's server. Settings (environment): MULTI_PORTS (three ports; free ones chosen at run time, so two runs
# on one machine don't collide), MULTI_NGINX_PORT (likewise),
# MULTI_DB (multi_process), PG_URL (postgres://postgres@127.0.0.1:5432/postgres, for creating MULTI_DB).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
WORK=$ROOT/.tmp/multi
# a port nothing listens on now (the kernel's choice); the processes bind it a moment later
free_port() {
  node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close() })'
}
read -r -a PORTS <<<"${MULTI_PORTS:-$(free_port) $(free_port) $(free_port)}"
NGINX_PORT=${MULTI_NGINX_PORT:-$(free_port)}
DB=${MULTI_DB:-multi_process}
PG_URL=${PG_URL:-postgres://postgres@127.0.0.1:5432/postgres}
DATABASE_URL="${PG_URL%/*}/$DB"
UNIT=deploy/systemd/partners-shop@.service
ENV_EXAMPLE=deploy/partners-shop.env.example
SITE=deploy/nginx/partners-shop.conf


started=$(date +%s)
say() { echo "[multi $(($(date +%s) - started))s] $*"; }

rm -rf "$WORK"
mkdir -p "$WORK/logs" "$WORK/nginx/temp" "$WORK/state" "$WORK/staff-data"

pids=()
nginx_pid=""
cleanup() {
  local status=$?
  trap - EXIT INT TERM
  [ -n "$nginx_pid" ] && kill "$nginx_pid" 2>/dev/null || true
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  [ -n "$nginx_pid" ] && wait "$nginx_pid" 2>/dev/null || true
  exit "$status"
}
trap cleanup EXIT INT TERM

# --- the unit file, read as systemd would ----------------------------------------------------------
unit_values() { sed -n "s/^$1=//p" "$UNIT"; }
unit_value() {
  local value
  value=$(unit_values "$1")
  if [ -z "$value" ] || [ "$(printf '%s\n' "$value" | wc -l)" -ne 1 ]; then
    echo "$UNIT: expected one $1= line" >&2
    exit 1
  fi
  printf '%s\n' "$value"
}
# systemd's specifiers this unit uses: %i the instance (the port), %S the state directory (/var/lib)
specifiers() { local value=${1//%i/$2}; value=${value//%S/$WORK/state}; printf '%s' "${value//%%/%}"; }
exec_start=$(unit_value ExecStart)
unit_workdir=$(unit_value WorkingDirectory)
unit_env_file=$(unit_value EnvironmentFile)
stop_timeout=$(unit_value TimeoutStopSec)
[ "$(unit_value KillSignal)" = "SIGTERM" ] || { echo "$UNIT: KillSignal= is not SIGTERM" >&2; exit 1; }
mapfile -t unit_env < <(unit_values Environment)
if command -v systemd-analyze >/dev/null 2>&1; then
  # a typo in a directive is only a warning to systemd: here it fails the step
  mkdir -p "$WORK/unit"
  # with its paths under WorkingDirectory= in this checkout, as for the processes below (verify checks
  # that ExecStart='s program exists)
  sed "s#=$unit_workdir/#=$ROOT/#" "$UNIT" >"$WORK/unit/$(basename "$UNIT")"
  ln -s "$(basename "$UNIT")" "$WORK/unit/partners-shop@${PORTS[0]}.service"
  if systemd-analyze verify --man=no "$WORK/unit/partners-shop@${PORTS[0]}.service" 2>&1 | grep .; then
    echo "$UNIT: systemd-analyze verify has remarks (above)" >&2
    exit 1
  fi
fi
say "unit: ExecStart=$exec_start, WorkingDirectory=$unit_workdir (here: $ROOT), EnvironmentFile=$unit_env_file (here: $WORK/env)"

# --- the environment file: the example's variables, each with CI's value -------------------------------
declare -A ci_values=(
  [DATABASE_URL]=$DATABASE_URL
  [DEMO_DATA]=1
  # shared by the three processes, and read by the journeys to rewrite a session cookie
  [SESSION_SECRET]=$(node -e 'console.log(require("crypto").randomBytes(32).toString("base64url"))')
  [TOKEN_SECRET]=$(node -e 'console.log(require("crypto").randomBytes(32).toString("base64url"))')
  [PUBLIC_URL]=http://127.0.0.1:$NGINX_PORT
  [TRUST_PROXY]=1
  # no SMTP server in CI: mails are files in each process's DATA_DIR/outbox
  [SMTP_URL]=
  [FILE_STORAGE]=database
  # plain HTTP through nginx: cookies without Secure
  [COOKIE_SECURE]=never
  # one JSON line per request: counted below
  [LOG_LEVEL]=info
  # CI's PostgreSQL on 127.0.0.1 speaks no TLS, and there is no SMTP server
  [DATABASE_REQUIRE_TLS]=0
  [SMTP_REQUIRE_TLS]=0
  [LOGIN_LIFETIME_HOURS]=12
)
KEEP="MAIL_FROM PROVIDER_EMAIL"
: >"$WORK/env"
while IFS= read -r line; do
  case "$line" in '' | '#'*) continue ;; esac
  key=${line%%=*}
  if [ -n "${ci_values[$key]+set}" ]; then
    echo "$key=${ci_values[$key]}" >>"$WORK/env"
    unset "ci_values[$key]"
  elif [[ " $KEEP " == *" $key "* ]]; then
    echo "$line" >>"$WORK/env"
  else
    echo "$ENV_EXAMPLE: $key has no CI value in $0" >&2
    exit 1
  fi
done <"$ENV_EXAMPLE"
if [ "${#ci_values[@]}" -ne 0 ]; then
  echo "$ENV_EXAMPLE lacks ${!ci_values[*]}" >&2
  exit 1
fi
mapfile -t file_env < <(grep -v -e '^#' -e '^$' "$WORK/env")

# --- a fresh, empty database ----------------------------------------------------------------------
psql "$PG_URL" -q -v ON_ERROR_STOP=1 -c "drop database if exists $DB with (force)" -c "create database $DB"

[ -f build/server/index.js ] || { say "no build: npm run build"; npm run build -- --logLevel warn; }

# --- the processes ------------------------------------------------------------------------------
start_process() {
  local port=$1 env=() entry
  for entry in "${unit_env[@]}"; do env+=("$(specifiers "$entry" "$port")"); done
  # EnvironmentFile= after Environment=: systemd lets the file's settings win, as the later ones here
  env+=("${file_env[@]}")
  local data_dir
  data_dir=$(specifiers "$(unit_values StateDirectory)" "$port")
  mkdir -p "$WORK/state/$data_dir"
  # the unit's paths under its WorkingDirectory= (the project's own Node, decision 102) are this checkout's
  read -r -a command <<<"$(specifiers "${exec_start//$unit_workdir\//$ROOT/}" "$port")"
  # systemd starts a service with an empty environment but for PATH and what the unit sets
  (cd "$ROOT" && exec env -i PATH="$PATH" HOME="$HOME" "${env[@]}" "${command[@]}") >"$WORK/logs/$port.log" 2>&1 &
  pids+=($!)
}

# start-up migrates and, on the empty database, seeds the demo catalogue: about half a minute on an idle
# machine, minutes on a loaded one
START_TIMEOUT=${MULTI_START_TIMEOUT:-300}
wait_healthy() {
  local port=$1 index=$2 deadline=$(($(date +%s) + START_TIMEOUT))
  while [ "$(date +%s)" -lt "$deadline" ]; do
    curl -fsS -m 5 -o /dev/null "http://127.0.0.1:$port/api/health" 2>/dev/null && return 0
    if ! kill -0 "${pids[$index]}" 2>/dev/null; then
      echo "the process on port $port stopped while starting; its log:" >&2
      tail -n 40 "$WORK/logs/$port.log" >&2
      return 1
    fi
    sleep 0.5
  done
  echo "the process on port $port did not answer /api/health in $START_TIMEOUT s; its log:" >&2
  tail -n 40 "$WORK/logs/$port.log" >&2
  return 1
}

# all three at once on the empty database: one migrates and seeds under the start-up lock, the others
# wait for it (api/db/bootstrap.ts)
say "starting ${PORTS[*]} together on the empty database"
for port in "${PORTS[@]}"; do start_process "$port"; done
for index in "${!PORTS[@]}"; do wait_healthy "${PORTS[$index]}" "$index"; done
say "processes up: ${PORTS[*]}"

# --- nginx ----------------------------------------------------------------------------------------
upstreams=""
for port in "${PORTS[@]}"; do upstreams+="server 127.0.0.1:$port; "; done
SHOP_UPSTREAM_SERVERS=$upstreams SHOP_SERVER_NAME=127.0.0.1 SHOP_HTTP_LISTEN=127.0.0.1:$NGINX_PORT \
  SHOP_CACHE_DIR=$WORK/nginx/cache \
  envsubst '${SHOP_UPSTREAM_SERVERS} ${SHOP_SERVER_NAME} ${SHOP_HTTP_LISTEN} ${SHOP_CACHE_DIR}' <"$SITE" >"$WORK/nginx/partners-shop.conf"
# the main file Debian's /etc/nginx/nginx.conf would be, with every path in .tmp (no root needed; as
# root, the workers run as the same user so that they can write the temporary files)
{
  [ "$(id -u)" = 0 ] && echo "user $(id -un);"
  cat <<EOF
worker_processes 1;
pid $WORK/nginx/nginx.pid;
error_log $WORK/nginx/error.log warn;
events { worker_connections 512; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log $WORK/nginx/access.log;
    client_body_temp_path $WORK/nginx/temp/body;
    proxy_temp_path $WORK/nginx/temp/proxy;
    fastcgi_temp_path $WORK/nginx/temp/fastcgi;
    uwsgi_temp_path $WORK/nginx/temp/uwsgi;
    scgi_temp_path $WORK/nginx/temp/scgi;
    include $WORK/nginx/partners-shop.conf;
}
EOF
} >"$WORK/nginx/nginx.conf"
NGINX=$(command -v nginx || echo /usr/sbin/nginx)
"$NGINX" -t -q -p "$WORK/nginx" -c "$WORK/nginx/nginx.conf" -g 'daemon off;'
"$NGINX" -p "$WORK/nginx" -c "$WORK/nginx/nginx.conf" -g 'daemon off;' &
nginx_pid=$!
for _ in $(seq 1 40); do curl -fsS -o /dev/null "http://127.0.0.1:$NGINX_PORT/api/health" 2>/dev/null && break; sleep 0.25; done
curl -fsS -o /dev/null "http://127.0.0.1:$NGINX_PORT/api/health"
# assets come compressed through nginx (the build's copies, or nginx's gzip)
asset=$(find build/client/assets -name '*.js' -size +2k -print -quit)
encoding=$(curl -fsS -o /dev/null -D - -H 'Accept-Encoding: gzip' "http://127.0.0.1:$NGINX_PORT/assets/${asset##*/}" |
  tr -d '\r' | sed -n 's/^[Cc]ontent-[Ee]ncoding: //p')
[ "$encoding" = "gzip" ] || { echo "an asset through nginx came without gzip ($encoding)" >&2; exit 1; }
say "nginx on $NGINX_PORT in front of ${PORTS[*]}"

# --- the journeys -------------------------------------------------------------------------------
journeys=0
# the staff command of the journeys opens the database itself (PostgreSQL): DATABASE_URL from the file
MULTI_BASE_URL="http://127.0.0.1:$NGINX_PORT" MULTI_PORTS="${PORTS[*]}" MULTI_ENV_FILE="$WORK/env" \
  DATABASE_URL="$DATABASE_URL" E2E_DATA_DIR="$WORK/staff-data" \
  npx playwright test -c playwright.multi-process.config.ts || journeys=$?
say "journeys done (exit $journeys)"

# --- requests per process -------------------------------------------------------------------------
# each process logs one JSON line per request it answered ("msg":"request"; static files aside)
served_by_all=1
counts=""
for port in "${PORTS[@]}"; do
  count=$(grep -c '"msg":"request"' "$WORK/logs/$port.log" || true)
  counts+=" $port=$count"
  [ "$count" -gt 0 ] || served_by_all=0
done
proxied=$(wc -l <"$WORK/nginx/access.log")
say "requests served per process:$counts (nginx passed on $proxied)"

# --- graceful stop, as systemd stops a unit ---------------------------------------------------------
kill "$nginx_pid" 2>/dev/null || true
wait "$nginx_pid" 2>/dev/null || true
nginx_pid=""
for pid in "${pids[@]}"; do kill -TERM "$pid"; done
stop_deadline=$(($(date +%s) + ${stop_timeout%s}))
stopped_all=1
for index in "${!pids[@]}"; do
  while kill -0 "${pids[$index]}" 2>/dev/null && [ "$(date +%s)" -lt "$stop_deadline" ]; do sleep 0.2; done
  if kill -0 "${pids[$index]}" 2>/dev/null; then
    echo "the process on port ${PORTS[$index]} outlived TimeoutStopSec=$stop_timeout after SIGTERM" >&2
    kill -KILL "${pids[$index]}" 2>/dev/null || true
    stopped_all=0
  elif ! grep -q '"msg":"stopped"' "$WORK/logs/${PORTS[$index]}.log"; then
    echo "the process on port ${PORTS[$index]} ended without its graceful shutdown" >&2
    stopped_all=0
  fi
done
pids=()
say "processes stopped"

failed=0
if [ "$journeys" -ne 0 ]; then
  echo "multi-process journeys failed (exit $journeys); the processes' logs are in $WORK/logs" >&2
  failed=1
fi
if [ "$served_by_all" -ne 1 ]; then
  echo "not every process served requests:$counts" >&2
  failed=1
fi
[ "$stopped_all" -eq 1 ] || failed=1
for port in "${PORTS[@]}"; do
  if grep -q '"level":"error"' "$WORK/logs/$port.log"; then
    echo "the process on port $port logged errors:" >&2
    grep '"level":"error"' "$WORK/logs/$port.log" | head -n 5 >&2 || true
    failed=1
  fi
done
[ "$failed" -eq 0 ] || exit 1
psql "$PG_URL" -q -c "drop database if exists $DB" || true
say "multi-process step passed"
