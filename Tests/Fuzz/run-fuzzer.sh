#!/usr/bin/env bash
# Builds the libFuzzer target (the library's sources, as library-sources.sh gathers them, plus
# FuzzTarget.swift and its number-extremes mutator NumberExtremes.swift, with
# -sanitize=fuzzer,address) and runs it on a corpus seeded with every scene in Scenes/, the
# malformed ones and Tests/Fuzz/seeds/ (nested scales, many decelerations).
# Usage: Tests/Fuzz/run-fuzzer.sh [RUNS] [WORKDIR]     (default 1000000 runs, /tmp/responder-fuzz)
# Extra arguments after those two go to the fuzzer (-jobs=2, -seed=1, ...).
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
runs=${1:-1000000}
work=${2:-/tmp/responder-fuzz}
mkdir -p "$work/corpus" "$work/crashes"
find "$top/Scenes" -name '*.scene' -exec cp {} "$work/corpus/" \;
cp "$top"/Tests/ResponderSimTests/Malformed/*.scene "$work/corpus/" 2>/dev/null || true
cp "$top"/Tests/Fuzz/seeds/*.scene "$work/corpus/"
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name ResponderSim -package-name responder_sim \
    $("$top/Tests/Fuzz/library-sources.sh" "$work/sources") "$top/Tests/Fuzz/FuzzTarget.swift" "$top/Tests/Fuzz/NumberExtremes.swift" \
    -o "$work/fuzz-responder-sim"
cd "$work"
./fuzz-responder-sim -runs="$runs" -max_len=4096 -timeout=5 -rss_limit_mb=2048 \
    -artifact_prefix="$work/crashes/" -print_final_stats=1 "${@:3}" corpus
