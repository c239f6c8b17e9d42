#!/bin/sh
# Runs Chromium (CHROMIUM_PATH, else Debian's /usr/bin/chromium) with all its --disable-features lists joined into
# one. Chromium reads only the last such flag, and Playwright and chrome-launcher each pass a list of their own
# before the caller's flags (chromium.ts): without the join, one list or the other would be silently dropped.
features=""
for arg; do
  shift
  case "$arg" in
    --disable-features=*) features="$features,${arg#--disable-features=}" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
[ -z "$features" ] || set -- "$@" "--disable-features=${features#,}"
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "$@"
