#!/usr/bin/env bash
# Makes sure PostgreSQL (5432), Redis (6379) and NATS (4222) answer on 127.0.0.1. Starts the machine's Debian
# services where they are installed but stopped, installs them with apt where missing (as root), and otherwise
# says in one line what to run.
set -euo pipefail

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
wait_port() {
  for _ in $(seq 1 60); do port_open "$1" && return 0; sleep 0.5; done
  return 1
}
apt_install() {
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
    echo "eventdesk: $1 is not running and cannot be installed here: run 'docker compose up -d postgres redis nats' or install $*" >&2
    exit 1
  fi
  echo "eventdesk: installing $* with apt-get" >&2
  DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

if ! port_open 5432; then
  command -v pg_ctlcluster >/dev/null || apt_install postgresql
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
  wait_port 5432 || { echo "eventdesk: PostgreSQL did not start on 5432" >&2; exit 1; }
fi

if ! port_open 6379; then
  command -v redis-server >/dev/null || apt_install redis-server
  mkdir -p /var/lib/redis /var/log/redis 2>/dev/null || true
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log
  wait_port 6379 || { echo "eventdesk: Redis did not start on 6379" >&2; exit 1; }
fi

if ! port_open 4222; then
  command -v nats-server >/dev/null || [ -x /usr/sbin/nats-server ] || apt_install nats-server
  mkdir -p /var/lib/nats-server 2>/dev/null || true
  start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- \
    -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log
  wait_port 4222 || { echo "eventdesk: NATS did not start on 4222" >&2; exit 1; }
fi
