# Shared helpers of scripts/start.sh and scripts/test.sh.

# Installs the npm dependencies when node_modules is missing or older than package-lock.json.
ensure_node_modules() {
  local stamp=node_modules/.installed-lock
  if [ -f "$stamp" ] && cmp -s package-lock.json "$stamp"; then
    return 0
  fi
  echo "Installing npm dependencies (npm ci)..."
  npm ci --no-audit --no-fund
  cp package-lock.json "$stamp"
}

# Installs Debian packages when they are missing; elsewhere names what to install.
# Usage: ensure_system_package <command-to-check> <debian-package>...
ensure_system_packages() {
  local missing=()
  while [ $# -gt 0 ]; do
    command -v "$1" >/dev/null 2>&1 || [ -x "$1" ] || missing+=("$2")
    shift 2
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=""
  [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1 && sudo="sudo"
  if command -v apt-get >/dev/null 2>&1 && { [ "$(id -u)" -eq 0 ] || [ -n "$sudo" ]; }; then
    echo "Installing Debian packages: ${missing[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "Missing: ${missing[*]}. Install them with your package manager (Debian/Ubuntu: apt-get install ${missing[*]})," >&2
    echo "or point CHROMIUM_PATH at a Chromium binary and DATABASE_URL at a PostgreSQL database." >&2
    return 1
  fi
}
