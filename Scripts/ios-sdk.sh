# Sourced by the iOS scripts (typecheck-ios.sh, docs-ios.sh) from the repository's root. It finds the iPhoneOS SDK —
# IOS_SDK (with IOS_RESOURCE_DIR and IOS_MODULE_CACHE when set, as on Linux), else `xcrun --sdk iphoneos
# --show-sdk-path` on a Mac, else `../shared/tools/ios-sdk env` next to the repository — and sets the targets:
#
# - FLOOR_TARGET: the iOS floor Package.swift declares (`.iOS(.v15)` → arm64-apple-ios15.0, `.iOS(.v16_4)` →
#   arm64-apple-ios16.4, `.iOS("15.2")` → arm64-apple-ios15.2). Xcode builds a package at its declared floor, so
#   this is what an app adding the package compiles.
# - NEWEST_TARGET: the newest deployment target the SDK supports, its SDKSettings.json's DefaultDeploymentTarget
#   (iPhoneOS 16.5 SDK: arm64-apple-ios16.4).
# - TARGETS: both, floor first (one entry when they are equal).
#
# Without an SDK it prints exactly one line, "skipped: no iOS SDK", and exits 3, so CI can call the scripts
# unconditionally. A Package.swift or SDKSettings.json it cannot read is an error (exit 1), never a guess.

SHARED_SDK_TOOL="../shared/tools/ios-sdk"

if [[ -z "${IOS_SDK:-}" ]] && command -v xcrun >/dev/null 2>&1; then
    IOS_SDK="$(xcrun --sdk iphoneos --show-sdk-path 2>/dev/null || true)"
fi
if [[ -z "${IOS_SDK:-}" && -x "$SHARED_SDK_TOOL" ]]; then
    while IFS='=' read -r key value; do
        case "$key" in
            IOS_SDK | IOS_RESOURCE_DIR | IOS_MODULE_CACHE) [[ -z "${!key:-}" ]] && printf -v "$key" '%s' "$value" ;;
        esac
    done < <("$SHARED_SDK_TOOL" env 2>/dev/null || true)
fi
if [[ -z "${IOS_SDK:-}" || ! -d "$IOS_SDK" ]]; then
    echo "skipped: no iOS SDK"
    exit 3
fi

# The floor: the first `.iOS(...)` of Package.swift's `platforms:`.
ios_floor="$(sed -n 's/.*\.iOS(\([^)]*\)).*/\1/p' Package.swift | head -1)"
case "$ios_floor" in
    .v[0-9]*) ios_floor="${ios_floor#.v}"; ios_floor="${ios_floor//_/.}" ;;
    \"[0-9]*\") ios_floor="${ios_floor//\"/}" ;;
    *) echo "error: cannot read the iOS floor from Package.swift (found '${ios_floor}')" >&2; exit 1 ;;
esac
[[ "$ios_floor" == *.* ]] || ios_floor="$ios_floor.0"
FLOOR_TARGET="arm64-apple-ios$ios_floor"

# The newest target: the highest DefaultDeploymentTarget in SDKSettings.json (the top level and the iphoneos entry
# of SupportedTargets agree; the highest is taken so that the order of keys does not matter).
ios_newest="$(sed -n 's/.*"DefaultDeploymentTarget" *: *"\([0-9.]*\)".*/\1/p' "$IOS_SDK/SDKSettings.json" 2>/dev/null \
    | sort -t. -k1,1n -k2,2n -k3,3n | tail -1)"
if [[ -z "$ios_newest" ]]; then
    echo "error: cannot read DefaultDeploymentTarget from $IOS_SDK/SDKSettings.json" >&2
    exit 1
fi
NEWEST_TARGET="arm64-apple-ios$ios_newest"

TARGETS=("$FLOOR_TARGET")
[[ "$NEWEST_TARGET" != "$FLOOR_TARGET" ]] && TARGETS+=("$NEWEST_TARGET")
