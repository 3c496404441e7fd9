#!/usr/bin/env bash
# Copies the sources the language server's fuzz target needs (the core, checking and the
# editor) into one folder, DIR, without their imports of each other, so that swiftc can build
# them as one module with LSPFuzzTarget.swift, and prints the copies' paths.
# Usage: Tests/Fuzz/lsp-library-sources.sh DIR
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
dir=$1
mkdir -p "$dir"
for target in ResponderSimCore ResponderSimChecking ResponderSimEditor; do
    (cd "$top/Sources/$target" && find . -name '*.swift' | sort) | while read -r file; do
        copy="$dir/$target-$(echo "${file#./}" | tr / -)"
        sed '/^import ResponderSim/d' "$top/Sources/$target/$file" >"$copy"
        echo "$copy"
    done
done
