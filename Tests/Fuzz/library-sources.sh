#!/usr/bin/env bash
# Copies the sources the fuzz target needs (the core with its trace writers and benchmark, the importer) into
# one folder, DIR, without their imports of each other, so that swiftc can build them as one
# module with FuzzTarget.swift (which coverage instrumentation and the sanitizers need), and
# prints the copies' paths. Usage: Tests/Fuzz/library-sources.sh DIR
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
dir=$1
mkdir -p "$dir"
for target in ResponderSimCore ResponderSimImport; do
    (cd "$top/Sources/$target" && find . -name '*.swift' | sort) | while read -r file; do
        copy="$dir/$target-$(echo "${file#./}" | tr / -)"
        sed '/^import ResponderSim/d' "$top/Sources/$target/$file" >"$copy"
        echo "$copy"
    done
done
