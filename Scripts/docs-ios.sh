#!/usr/bin/env bash
# Builds the ScenePivotUIKit DocC catalog (or ScenePivotSwiftUI's, given its name) with warnings as errors. Their
# symbols exist only for iOS, so the script emits the ScenePivot and ScenePivotUIKit modules (and ScenePivotSwiftUI)
# for the iOS floor Package.swift declares (FLOOR_TARGET of Scripts/ios-sdk.sh: arm64-apple-ios15.0) against a real
# iPhoneOS SDK (declarations only, as Scripts/typecheck-ios.sh does), extracts the module's symbol graph — extension
# blocks included, so `ScenePivot(viewController:)`, `UITabBarItem(_:)` and `EnvironmentValues.scenePivot` are
# documented — and runs `docc convert` on the catalog.
#
# The SDK comes from IOS_SDK (with IOS_RESOURCE_DIR and IOS_MODULE_CACHE when set, as on Linux), else from
# `xcrun --sdk iphoneos --show-sdk-path` on a Mac, else from `../shared/tools/ios-sdk env` next to the repository.
# Nothing from the SDK is written into the repository.
#
# Exit status: 0 when the catalog builds with no warning; 1 when emitting, extracting or converting fails; 3 when no
# iOS SDK is available, after printing exactly one line, "skipped: no iOS SDK", so CI can call it unconditionally.
#
#   Scripts/docs-ios.sh [OUTPUT.doccarchive [MODULE]]   # default: a temporary directory, removed afterwards;
#                                                     # MODULE: ScenePivotUIKit (default) or ScenePivotSwiftUI
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
source Scripts/ios-sdk.sh
MODULE="${2:-ScenePivotUIKit}"
case "$MODULE" in
    ScenePivotUIKit | ScenePivotSwiftUI) ;;
    *) echo "usage: Scripts/docs-ios.sh [OUTPUT.doccarchive [ScenePivotUIKit|ScenePivotSwiftUI]]" >&2; exit 1 ;;
esac
CATALOG="Sources/$MODULE/Documentation.docc"

SWIFTC="${SWIFTC:-swiftc}"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/docs-ios.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
OUTPUT="${1:-$WORK/$MODULE.doccarchive}"
mkdir -p "$WORK/modules" "$WORK/symbol-graphs"

SDK_FLAGS=(-sdk "$IOS_SDK")
[[ -n "${IOS_RESOURCE_DIR:-}" ]] && SDK_FLAGS+=(-resource-dir "$IOS_RESOURCE_DIR")
SDK_FLAGS+=(-module-cache-path "${IOS_MODULE_CACHE:-$WORK/module-cache}")

# emit NAME DIR: writes NAME.swiftmodule (declarations and doc comments; function bodies are skipped, as in
# typecheck-ios.sh) for the modules emitted after it.
emit() {
    local name="$1" dir="$2" files
    mapfile -t files < <(find "$dir" -name '*.swift' -type f | LC_ALL=C sort)
    "$SWIFTC" -emit-module -wmo -Xfrontend -experimental-skip-all-function-bodies -module-name "$name" \
        -emit-module-path "$WORK/modules/$name.swiftmodule" -target "$FLOOR_TARGET" "${SDK_FLAGS[@]}" -swift-version 6 \
        -package-name scenepivot -parse-as-library -I "$WORK/modules" "${files[@]}"
}

start=$SECONDS
emit ScenePivot Sources/ScenePivot
emit ScenePivotUIKit Sources/ScenePivotUIKit
if [[ "$MODULE" == ScenePivotSwiftUI ]]; then emit ScenePivotSwiftUI Sources/ScenePivotSwiftUI; fi
swift-symbolgraph-extract -module-name "$MODULE" -I "$WORK/modules" -target "$FLOOR_TARGET" "${SDK_FLAGS[@]}" \
    -emit-extension-block-symbols -output-dir "$WORK/symbol-graphs"
docc convert "$CATALOG" --additional-symbol-graph-dir "$WORK/symbol-graphs" --warnings-as-errors \
    --output-path "$OUTPUT"
echo "docs-ios: OK for $FLOOR_TARGET: $MODULE's catalog built with no warnings in $((SECONDS - start))s"
