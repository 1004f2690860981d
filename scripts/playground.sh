#!/usr/bin/env bash
set -euo pipefail
echo "playground: nothing yet"
