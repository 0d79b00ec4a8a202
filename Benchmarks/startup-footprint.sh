#!/usr/bin/env bash
# What importing a module costs a program that does nothing: for an empty program importing only
# Foundation, and one importing each module named, built with -c release against this package by
# path, prints the shared libraries it loads, its peak resident memory (median of $RUNS runs) and
# the instructions it executes from exec to exit (callgrind), start-up and shut-down included.
#
#   bash Benchmarks/startup-footprint.sh                    # RxSwift (the core) and Reactive
#   bash Benchmarks/startup-footprint.sh Reactive           # only the modules named
#   PACKAGE=/path/to/other/checkout bash Benchmarks/startup-footprint.sh Reactive
#
# PACKAGE is the checkout measured (this one by default), so that an older commit can be measured
# beside this one. Needs valgrind.
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGE="$(readlink -f "${PACKAGE:-.}")"
RUNS="${RUNS:-15}"
MODULES=("$@")
if ((${#MODULES[@]} == 0)); then MODULES=(RxSwift Reactive); fi
SCRATCH="$(mktemp -d)"
trap 'rm -rf "$SCRATCH"' EXIT

# One executable target per program; each main.swift only imports its module.
# SwiftPM names a package reached by path after the path's last component.
identity="$(basename "$PACKAGE")"
targets=".executableTarget(name: \"FoundationOnly\"),"
mkdir -p "$SCRATCH/Sources/FoundationOnly"
echo 'import Foundation' >"$SCRATCH/Sources/FoundationOnly/main.swift"
for module in "${MODULES[@]}"; do
  mkdir -p "$SCRATCH/Sources/Empty$module"
  echo "import $module" >"$SCRATCH/Sources/Empty$module/main.swift"
  targets+=".executableTarget(name: \"Empty$module\", dependencies: [.product(name: \"$module\", package: \"$identity\")]),"
done
cat >"$SCRATCH/Package.swift" <<MANIFEST
// swift-tools-version:6.2
import PackageDescription
let package = Package(
  name: "StartupFootprint",
  dependencies: [.package(path: "$PACKAGE")],
  targets: [$targets])
MANIFEST

swift build -c release --package-path "$SCRATCH" >&2
BIN="$(swift build -c release --package-path "$SCRATCH" --show-bin-path)"

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

printf '| program | shared libraries | peak RSS, KiB (median of %s) | instructions |\n' "$RUNS"
printf '|---|---:|---:|---:|\n'
for program in FoundationOnly "${MODULES[@]/#/Empty}"; do
  binary="$BIN/$program"
  libraries="$(ldd "$binary" | wc -l)"
  rss="$(for _ in $(seq "$RUNS"); do /usr/bin/time -f '%M' "$binary" 2>&1 >/dev/null; done | median)"
  instructions="$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" 2>&1 |
    sed -n 's/.*Collected : *\([0-9]*\).*/\1/p')"
  printf '| %s | %s | %s | %s |\n' "$program" "$libraries" "$rss" "$instructions"
done
