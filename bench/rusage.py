#!/usr/bin/env python3
"""Runs a command and prints one JSON line on stderr: wall seconds (until the command exits), CPU
seconds (user + sys of the command, its threads and every process it started, even detached ones
such as esbuild's service or a background remover: this process becomes their "subreaper", so they
are reaped here and counted), and the peak RSS of the largest single process in MB.

usage: python3 rusage.py <command> [args...]      (Linux: prctl PR_SET_CHILD_SUBREAPER)"""
import ctypes, json, os, subprocess, sys, time

PR_SET_CHILD_SUBREAPER = 36
subreaper = ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
start = time.monotonic()
child = subprocess.Popen(sys.argv[1:])
cpu = 0.0
rss = 0
wall = None
status = None
while True:
    try:
        pid, code, usage = os.wait4(-1, 0)
    except ChildProcessError:
        break
    cpu += usage.ru_utime + usage.ru_stime
    rss = max(rss, usage.ru_maxrss)
    if pid == child.pid:
        wall = time.monotonic() - start
        status = os.waitstatus_to_exitcode(code)
print(json.dumps({"wall": wall, "cpu": cpu, "rssMB": rss / 1024, "status": status, "allDescendants": subreaper}), file=sys.stderr)
sys.exit(0 if status == 0 else 1)
