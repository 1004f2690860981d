#!/usr/bin/env bash
set -euo pipefail
echo "test-cli: nothing yet"
