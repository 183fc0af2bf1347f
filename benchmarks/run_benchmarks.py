#!/usr/bin/env python3
"""Runs the workbench benchmarks against a synthetic repository and writes a JSON file and a
Markdown table (issue 9). Benchmarks measure; they never pass or fail on time.

    cmake --preset release
    cmake --build --preset release --target acp-workbench acp-github-test-server bench_switch
    python3 benchmarks/run_benchmarks.py --build-dir build/release --out /tmp/bench

Every figure comes from the real programs, each in its own process:
  - the loopback GitHub-shaped server (tests/tools/acp-github-test-server) serves the generated
    repository (issue-form bodies, comments, reactions) from its own process;
  - initial sync and no-change resync: `acp-workbench --db FILE sync`, timed from start to exit,
    its request count from its own report, its peak memory from the kernel (wait4 rusage);
  - the minimum: 1 repository request + every issue page + every comment page + one reaction list
    per issue or comment that has reactions (the least a REST client can do);
  - the baseline: benchmarks/baseline_sync.py downloads the same pages and loads them into SQLite
    the obvious way; the ratio is ours / baseline;
  - start-up: `acp-workbench --db FILE` (offscreen), timed from the start of the process until Qt
    reports the first flush of the whole MainWindow to its backing store (qt.widgets.painting),
    i.e. the first painted window, with the full cache; peak memory from /proc (VmHWM);
  - switching: benchmarks/bench_switch selects random applications in the real MainWindow and
    times each switch until the window has repainted (median, 95th percentile).
"""

import argparse
import datetime
import json
import os
import platform
import re
import selectors
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPOSITORY = "pytorch-fdn/additional-compute-platforms"
FIRST_PAINT = re.compile(r"Flushing QRegion\(0,0 \d+x\d+\) of acp::MainWindow")


def percentile(values, p):
    ordered = sorted(values)
    rank = max(1, int(-(-p * len(ordered) // 100)))  # nearest rank
    return ordered[min(rank, len(ordered)) - 1]


def run_with_rusage(command, env, timeout=3600):
    start = time.monotonic()
    process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               stdin=subprocess.DEVNULL)
    out_chunks, err_chunks = [], []
    # Read both pipes without deadlocking, then reap with wait4 for the child's own rusage.
    selector = selectors.DefaultSelector()
    selector.register(process.stdout, selectors.EVENT_READ, out_chunks)
    selector.register(process.stderr, selectors.EVENT_READ, err_chunks)
    open_pipes = 2
    while open_pipes:
        if time.monotonic() - start > timeout:
            process.kill()
            raise RuntimeError(f"{command[0]} timed out")
        for key, _ in selector.select(timeout=1):
            data = os.read(key.fileobj.fileno(), 65536)
            if data:
                key.data.append(data)
            else:
                selector.unregister(key.fileobj)
                open_pipes -= 1
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    elapsed = time.monotonic() - start
    return (elapsed, process.returncode, b"".join(out_chunks).decode("utf-8", "replace"),
            b"".join(err_chunks).decode("utf-8", "replace"), usage.ru_maxrss)


def start_server(executable, issues, comments, reactions, seed):
    process = subprocess.Popen([executable, "--issues", str(issues), "--comments", str(comments),
                                "--reactions", str(reactions), "--seed", str(seed), "--exit-on-stdin-eof"],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    line = process.stdout.readline().decode()
    match = re.match(r"listening on (\S+)", line)
    if not match:
        process.kill()
        raise RuntimeError(f"the test server did not start: {line!r}")
    return process, match.group(1)


def vm_hwm_kib(pid):
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def measure_startup(workbench, database, api_url, env, runs, timeout=60):
    times, peaks = [], []
    startup_env = dict(env)
    startup_env["QT_LOGGING_RULES"] = "qt.widgets.painting=true"
    startup_env.setdefault("QT_QPA_PLATFORM", "offscreen")
    for _ in range(runs):
        start = time.monotonic()
        process = subprocess.Popen([workbench, "--db", database, "--api-url", api_url], env=startup_env,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL)
        painted = None
        pending = b""
        selector = selectors.DefaultSelector()
        selector.register(process.stderr, selectors.EVENT_READ)
        try:
            while painted is None and time.monotonic() - start < timeout:
                if not selector.select(timeout=1):
                    continue
                data = os.read(process.stderr.fileno(), 65536)
                if not data:
                    break  # the window exited
                pending += data
                *complete, pending = pending.split(b"\n")
                for raw in complete:
                    if FIRST_PAINT.search(raw.decode("utf-8", "replace")):
                        painted = time.monotonic() - start
                        break
            peaks.append(vm_hwm_kib(process.pid))
        finally:
            selector.close()
            process.kill()
            process.wait()
        if painted is None:
            raise RuntimeError("the window never reported its first paint (is Qt's qt.widgets.painting "
                               "logging available?)")
        times.append(painted)
    return times, peaks


def cache_counts(database):
    db = sqlite3.connect(database)
    try:
        issues = db.execute("SELECT count(*) FROM issues").fetchone()[0]
        comments = db.execute("SELECT count(*) FROM comments").fetchone()[0]
        reactions = db.execute("SELECT count(*) FROM reactions").fetchone()[0]
        subjects = db.execute("SELECT count(*) FROM (SELECT DISTINCT subject_type, subject_id FROM reactions)").fetchone()[0]
    finally:
        db.close()
    return issues, comments, reactions, subjects


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build-dir", required=True, help="a build with acp-workbench, acp-github-test-server, bench_switch")
    parser.add_argument("--issues", type=int, default=5000)
    parser.add_argument("--comments", type=int, default=100000)
    parser.add_argument("--reactions", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--startup-runs", type=int, default=7)
    parser.add_argument("--switches", type=int, default=300)
    parser.add_argument("--out", default=".", help="folder for benchmark.json and benchmark.md")
    parser.add_argument("--keep", help="keep the workspace files in this folder")
    args = parser.parse_args()

    build = os.path.abspath(args.build_dir)
    workbench = os.path.join(build, "src", "acp-workbench")
    server_exe = os.path.join(build, "tests", "tools", "acp-github-test-server")
    bench_switch = os.path.join(build, "benchmarks", "bench_switch")
    for path in (workbench, server_exe, bench_switch):
        if not os.access(path, os.X_OK):
            sys.exit(f"missing {path}: build the targets acp-workbench acp-github-test-server bench_switch")
    build_type = "unknown"
    try:
        with open(os.path.join(build, "CMakeCache.txt"), encoding="utf-8") as cache:
            for line in cache:
                if line.startswith("CMAKE_BUILD_TYPE:"):
                    build_type = line.split("=", 1)[1].strip()
    except OSError:
        pass

    work = args.keep or tempfile.mkdtemp(prefix="acp-bench.")
    os.makedirs(work, exist_ok=True)
    database = os.path.join(work, "workspace.sqlite3")
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(database + suffix):
            os.remove(database + suffix)
    env = dict(os.environ)
    env.update({"GH_TOKEN": "bench-token", "LC_ALL": "C.UTF-8", "XDG_CONFIG_HOME": os.path.join(work, "config"),
                "XDG_DATA_HOME": os.path.join(work, "data"), "XDG_CACHE_HOME": os.path.join(work, "cache")})
    env.pop("GITHUB_TOKEN", None)

    print(f"benchmark: {args.issues} issues, {args.comments} comments, {args.reactions} reactions "
          f"({build_type} build), work folder {work}", flush=True)
    started = time.monotonic()
    server, api_url = start_server(server_exe, args.issues, args.comments, args.reactions, args.seed)
    print(f"server ready in {time.monotonic() - started:.1f} s at {api_url}", flush=True)
    results = {}
    try:
        sync = [workbench, "--db", database, "--api-url", api_url, "--repo", REPOSITORY, "sync"]
        seconds, code, out, err, rss = run_with_rusage(sync, env)
        if code != 0:
            raise RuntimeError(f"initial sync failed ({code}): {err.strip()}")
        requests = int(re.search(r"(\d+) requests", out).group(1))
        results.update(initial_sync_s=seconds, initial_sync_requests=requests, sync_peak_rss_kib=rss)
        print(f"initial sync: {seconds:.2f} s, {requests} requests, {rss // 1024} MiB", flush=True)

        seconds, code, out, err, rss2 = run_with_rusage(sync, env)
        if code != 0:
            raise RuntimeError(f"resync failed ({code}): {err.strip()}")
        requests = int(re.search(r"(\d+) requests", out).group(1))
        results.update(resync_ms=seconds * 1000, resync_requests=requests, resync_peak_rss_kib=rss2)
        print(f"no-change resync: {seconds * 1000:.0f} ms, {requests} requests", flush=True)

        issues, comments, reactions, subjects = cache_counts(database)
        pages = 1 + -(-issues // 100) + -(-comments // 100)
        results.update(cached_issues=issues, cached_comments=comments, cached_reactions=reactions,
                       reaction_subjects=subjects, minimum_pages=pages, minimum_requests=pages + subjects)

        baseline_db = os.path.join(work, "baseline.sqlite3")
        if os.path.exists(baseline_db):
            os.remove(baseline_db)
        baseline_json = os.path.join(work, "baseline.json")
        seconds, code, out, err, brss = run_with_rusage(
            [sys.executable, os.path.join(HERE, "baseline_sync.py"), api_url, REPOSITORY, baseline_db,
             "--json", baseline_json], env)
        if code != 0:
            raise RuntimeError(f"the baseline failed ({code}): {err.strip()}")
        with open(baseline_json, encoding="utf-8") as f:
            baseline = json.load(f)
        results.update(baseline_s=seconds, baseline_requests=baseline["baseline_requests"],
                       baseline_peak_rss_kib=brss, baseline_rows=[baseline["baseline_issues"],
                                                                  baseline["baseline_comments"],
                                                                  baseline["baseline_reactions"]])
        print(f"baseline: {seconds:.2f} s, {baseline['baseline_requests']} requests", flush=True)

        times, peaks = measure_startup(workbench, database, api_url, env, args.startup_runs)
        results.update(startup_first_s=times[0], startup_median_s=statistics.median(times),
                       startup_max_s=max(times), startup_runs=len(times), window_peak_rss_kib=max(peaks))
        print(f"start-up to first paint: median {statistics.median(times) * 1000:.0f} ms "
              f"(first {times[0] * 1000:.0f} ms), {max(peaks) // 1024} MiB", flush=True)
    finally:
        server.stdin.close()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()

    switch_json = os.path.join(work, "switch.json")
    seconds, code, out, err, srss = run_with_rusage(
        [bench_switch, "--db", database, "--repo", REPOSITORY, "--switches", str(args.switches),
         "--json", switch_json], env)
    if code != 0:
        sys.exit(f"bench_switch failed ({code}): {err.strip()}")
    with open(switch_json, encoding="utf-8") as f:
        switching = json.load(f)
    results.update(switch_median_ms=switching["switch_median_ms"], switch_p95_ms=switching["switch_p95_ms"],
                   switch_max_ms=switching["switch_max_ms"], switches=switching["switches"],
                   switch_peak_rss_kib=switching["peak_rss_kib"])
    print(f"switching: median {switching['switch_median_ms']:.1f} ms, p95 {switching['switch_p95_ms']:.1f} ms",
          flush=True)

    cpu = platform.processor()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            for line in info:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    peak_mib = max(results["sync_peak_rss_kib"], results["window_peak_rss_kib"],
                   results["switch_peak_rss_kib"]) / 1024
    report = {
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "machine": {"cores": os.cpu_count(), "cpu": cpu, "load_average_1m": os.getloadavg()[0],
                    "system": platform.platform()},
        "build_type": build_type,
        "repository": {"issues": args.issues, "comments": args.comments, "reactions": args.reactions,
                       "seed": args.seed},
        "figures": results,
        "ratio_sync_vs_baseline": results["initial_sync_s"] / results["baseline_s"],
        "targets": {
            "initial_sync_under_20_s": results["initial_sync_s"] < 20,
            "requests_within_5_percent_of_minimum": results["initial_sync_requests"] <= 1.05 * results["minimum_requests"],
            "resync_at_most_3_requests": results["resync_requests"] <= 3,
            "start_under_1_s": results["startup_median_s"] < 1,
            "switch_median_under_50_ms": results["switch_median_ms"] < 50,
            "peak_memory_under_250_mb": peak_mib * 1024 * 1024 < 250e6,
        },
    }

    def mark(ok):
        return "✓" if ok else "✗"

    t = report["targets"]
    r = results
    lines = [
        f"Repository: {args.issues:,} issues, {args.comments:,} comments, {args.reactions:,} reactions "
        f"(seed {args.seed}); {build_type} build; {os.cpu_count()} cores ({cpu}), load {os.getloadavg()[0]:.1f}; "
        f"server in its own process.",
        "",
        "| figure | value | target |",
        "|---|---|---|",
        f"| initial sync (`acp-workbench sync`) | {r['initial_sync_s']:.1f} s | < 20 s {mark(t['initial_sync_under_20_s'])} |",
        f"| requests | {r['initial_sync_requests']:,} (minimum {r['minimum_requests']:,} = {r['minimum_pages']:,} pages "
        f"+ {r['reaction_subjects']:,} reaction lists; ratio {r['initial_sync_requests'] / r['minimum_requests']:.3f}) "
        f"| ≤ 5% over {mark(t['requests_within_5_percent_of_minimum'])} |",
        f"| baseline (Python, same pages, SQLite the obvious way) | {r['baseline_s']:.1f} s, "
        f"{r['baseline_requests']:,} requests; ours / baseline = {report['ratio_sync_vs_baseline']:.2f} | |",
        f"| no-change resync | {r['resync_ms']:.0f} ms, {r['resync_requests']} requests | ≤ 3 requests "
        f"{mark(t['resync_at_most_3_requests'])} |",
        f"| start to first painted window, full cache | median {r['startup_median_s'] * 1000:.0f} ms "
        f"(first {r['startup_first_s'] * 1000:.0f} ms, {r['startup_runs']} runs) | < 1 s {mark(t['start_under_1_s'])} |",
        f"| switching applications ({r['switches']} switches) | median {r['switch_median_ms']:.1f} ms, "
        f"p95 {r['switch_p95_ms']:.1f} ms | median < 50 ms {mark(t['switch_median_under_50_ms'])} |",
        f"| peak memory | sync {r['sync_peak_rss_kib'] / 1024:.0f} MiB, window {r['window_peak_rss_kib'] / 1024:.0f} MiB, "
        f"after {r['switches']} switches {r['switch_peak_rss_kib'] / 1024:.0f} MiB (baseline "
        f"{r['baseline_peak_rss_kib'] / 1024:.0f} MiB) | < 250 MB {mark(t['peak_memory_under_250_mb'])} |",
        "| PDF export | not measured yet: the report generator is not on main | |",
    ]
    markdown = "\n".join(lines) + "\n"
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "benchmark.json"), "w", encoding="utf-8") as f:
        json.dump(report, f, indent=2)
        f.write("\n")
    with open(os.path.join(args.out, "benchmark.md"), "w", encoding="utf-8") as f:
        f.write(markdown)
    print()
    print(markdown)
    return 0


if __name__ == "__main__":
    sys.exit(main())
