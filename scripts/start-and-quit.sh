#!/bin/sh
# Starts COMMAND in a new tmux server on SOCKET, a window of 120x40, lets it run SECONDS (default
# 0.8), presses q, and ends the server a moment later: one start of the app for the start-up
# scripts (scripts/first-frame-time.sh, scripts/start-phases.sh), which trace it meanwhile.
#
# Usage: scripts/start-and-quit.sh SOCKET COMMAND [SECONDS]
set -eu
socket=$1
command=$2
seconds=${3:-0.8}
tmux -L "$socket" -f /dev/null new-session -d -x 120 -y 40 "$command"
sleep "$seconds"
tmux -L "$socket" send-keys q 2>/dev/null || true
sleep 0.4
tmux -L "$socket" kill-server 2>/dev/null || true
