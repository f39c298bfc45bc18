#!/usr/bin/env bash
# A batch of the differential check over seeds FROM..TO, the player count cycling through the title's range.
# usage: XX_REPO=/path/to/18xx tools/18xx-diff/batch.sh TITLE MIN_PLAYERS MAX_PLAYERS FROM TO
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
title="$1" min="$2" max="$3" from="$4" to="$5"
for seed in $(seq "$from" "$to"); do
  players=$((min + seed % (max - min + 1)))
  "$here/run.sh" "$title" "$players" "$seed"
done
