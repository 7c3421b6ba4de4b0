# Sourced by the iOS scripts (typecheck-ios.sh, docs-ios.sh) from the repository's root: sets TARGET and finds the
# iPhoneOS SDK — IOS_SDK (with IOS_RESOURCE_DIR and IOS_MODULE_CACHE when set, as on Linux), else
# `xcrun --sdk iphoneos --show-sdk-path` on a Mac, else `../shared/tools/ios-sdk env` next to the repository.
# Without one it prints exactly one line, "skipped: no iOS SDK", and exits 3, so CI can call the scripts
# unconditionally.

TARGET="arm64-apple-ios16.4"
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
