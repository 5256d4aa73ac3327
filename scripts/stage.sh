#!/usr/bin/env bash
# Runs one stage of the test command and prints how long it took (issue #29):
#   bash scripts/stage.sh NAME COMMAND [ARGS...]   ->   stage NAME: 612 s
# The stage's exit status is kept, and its time printed whether it passed or failed.
name=$1
shift
start=$SECONDS
"$@"
status=$?
echo "stage $name: $((SECONDS - start)) s"
exit $status
