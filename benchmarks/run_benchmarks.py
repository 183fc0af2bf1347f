#!/usr/bin/env python3
"""Runs the workbench benchmarks against a synthetic repository and writes a JSON file and a
Markdown table. Benchmarks measure; they never pass or fail on time.

    cmake -S . -B build/release -G Ninja -DCMAKE_BUILD_TYPE=Release -DACP_BUILD_BENCHMARKS=ON
    ninja -C build/release acp-workbench acp-github-test-server bench_switch bench_report bench_startup_floor
    python3 benchmarks/run_benchmarks.py --build-dir build/release --out benchmarks/results --name latest
    (add --load 2 to measure again beside two busy processes, --growth for 4 times the data)

Every figure comes from the real programs, each in its own process:
  - the loopback GitHub-shaped server (tests/tools/acp-github-test-server) serves the generated
    repository (issue-form bodies, comments, reactions) from its own process, over https with
    its test certificate as GitHub speaks https (--plain-http for http), both clients trusting
    tests/support/tls/test-ca.pem (the workbench with --ca-certificates);
  - initial sync and no-change resync: `acp-workbench --db FILE sync`, timed from start to exit
    (the resync's median of five, with the fastest and slowest), its request count from its own
    report, its peak memory from the kernel (wait4 rusage);
  - the minimum: 1 repository request + every issue page + every comment page + every page of the
    issue events (at least one) + one reaction list per issue or comment that has reactions (the
    least a REST client can do that cannot miss an item: the listings' pages are chained by
    `since`, each after the first asking from the last updated_at of the one before, which it
    lists again, so 100 items on the first page and 99 new ones on each after it, while no two
    items at a page's end share a second);
  - the baseline: benchmarks/baseline_sync.py downloads the same pages and loads them into SQLite
    the obvious way; the ratio is ours / baseline;
  - before any sync is timed, each server is warmed up: every page downloaded once, untimed (the
    server writes a record's JSON the first time and keeps it, so the first client paid for that;
    until December 2026 that was always the workbench);
  - start-up: `acp-workbench --db FILE` (offscreen) with ACP_REPORT_FIRST_PAINT=1, timed from the
    start of the process until it prints "first paint" (after the main window's first paint
    event is handled and flushed; it then quits), with the full cache; peak memory from wait4;
  - the start-up floor: benchmarks/bench_startup_floor, a minimal Qt Widgets program with none of
    the workbench's code, opens the same file read-only, lists every application's number and
    title in a main window and reports its first paint the same way; it starts run by run beside
    the workbench (interleaved, so a change of load hits both alike), and the workbench's median
    is read against the floor's (workbench / floor);
  - switching: benchmarks/bench_switch selects random applications in the real MainWindow and
    times each switch until the window has settled, what changed in it painted (median, 95th
    percentile; until December 2026 each switch ended with a repaint of the whole window, which
    painted twice what changed and again what did not: `bench_switch --repaint-all`); then it opens the
    Dashboard tab and times it until its figures are painted, with the longest the window's event
    loop went without turning meanwhile (how long a click would have waited);
  - PDF export: benchmarks/bench_report writes one application's report and a round of 100 with
    the real ReportBuilder and ReportRenderer, and `acp-workbench report N --output FILE.pdf` is
    timed as a whole process;
  - the load average before and after is recorded: the figures are noisy when other work runs;
  - with --load N, after the figures above: N CPU-bound processes (a Python busy loop each) run
    while the initial sync (on a fresh file, with its CPU time) and both start-ups are measured
    again, each beside the quiet figure; the load average at the start and the end of that phase
    and the share of a core the busy processes got are recorded (the 1-minute load average lags);
  - with --growth, last: a second server with --growth-factor (4) times the issues, comments and
    reactions (same seed); the initial sync (time, CPU, peak memory) and the start-up (median of
    up to 3 runs, the floor beside it, peak memory) on a fresh file, each as a ratio to the figure
    above; growing at most linearly means ratios at most the factor.
"""

import argparse
import contextlib
import datetime
import json
import os
import platform
import re
import selectors
import signal
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPOSITORY = "pytorch-fdn/additional-compute-platforms"
GROWTH_STARTUP_RUNS = 3
RESYNC_RUNS = 5  # no-change resyncs, their median reported
# A CPU-bound process for --load: a busy loop that ends by itself once the harness is gone, should
# the harness be killed before it can kill it.
BUSY_LOOP = ("import os\nparent = os.getppid()\nwhile os.getppid() == parent:\n"
             "    for _ in range(1000000):\n        pass\n")
NOT_MEASURED = "—"


def percentile(values, p):
    ordered = sorted(values)
    rank = max(1, int(-(-p * len(ordered) // 100)))  # nearest rank
    return ordered[min(rank, len(ordered)) - 1]


def run_with_rusage(command, env, timeout=3600, mark=None):
    """Runs a command to its end; returns (seconds, exit code, stdout, stderr, peak RSS in KiB,
    seconds until `mark` first appeared on stdout or None, CPU seconds (user + system))."""
    start = time.monotonic()
    process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               stdin=subprocess.DEVNULL)
    out_chunks, err_chunks = [], []
    marked = None
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
                if mark and marked is None and key.data is out_chunks and mark in b"".join(out_chunks):
                    marked = time.monotonic() - start
            else:
                selector.unregister(key.fileobj)
                open_pipes -= 1
    selector.close()
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    elapsed = time.monotonic() - start
    return (elapsed, process.returncode, b"".join(out_chunks).decode("utf-8", "replace"),
            b"".join(err_chunks).decode("utf-8", "replace"), usage.ru_maxrss, marked,
            usage.ru_utime + usage.ru_stime)


# The certificate authority of the server's test certificate (tests/support/tls): the clients
# trust it for the https the harness speaks, as GitHub does.
TEST_CA = os.path.join(HERE, "..", "tests", "support", "tls", "test-ca.pem")
# https unless --plain-http: what the workbench speaks with GitHub. (Qt 6.4 reads an HTTP/1.1
# answer's headers from a plain socket one byte per read(), a cost that https does not have.)
USE_TLS = True


def client_args(api_url):
    """What a client of the server is told on its command line: trust the test certificate
    authority for https; for plain http, that the token may go there."""
    if api_url.startswith("https:"):
        return ["--ca-certificates", TEST_CA]
    return ["--allow-insecure-http-token"]


def start_server(executable, issues, comments, reactions, seed):
    command = [executable, "--issues", str(issues), "--comments", str(comments),
               "--reactions", str(reactions), "--seed", str(seed), "--exit-on-stdin-eof"]
    if USE_TLS:
        command.append("--tls")
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL)
    line = process.stdout.readline().decode()
    match = re.match(r"listening on (\S+)", line)
    if not match:
        process.kill()
        raise RuntimeError(f"the test server did not start: {line!r}")
    return process, match.group(1)


def baseline_command(api_url, database, *extra):
    """benchmarks/baseline_sync.py downloading every page from `api_url` into `database`."""
    return [sys.executable, os.path.join(HERE, "baseline_sync.py"), api_url, REPOSITORY, database,
            "--cafile", TEST_CA, *extra]


def warm_up(api_url, env):
    """One untimed download of every page, before any client is timed. The server writes each
    record's JSON the first time it is asked for it and keeps it: the first download cost the
    server 3.5 s of CPU here, later ones 2.0 s. Whichever client came first (the workbench, until
    December 2026) paid that beside its own work, on the same two cores."""
    with tempfile.TemporaryDirectory(prefix="acp-warm.") as folder:
        _, code, _, err, _, _, _ = run_with_rusage(
            baseline_command(api_url, os.path.join(folder, "warm.sqlite3")), env)
    if code != 0:
        raise RuntimeError(f"warming the server failed ({code}): {err.strip()}")


@contextlib.contextmanager
def serving(executable, issues, comments, reactions, seed, env=None):
    """The loopback server for the block: yields its URL and stops it afterwards, even on errors.
    With `env`, every page is downloaded once first (warm_up), untimed."""
    started = time.monotonic()
    server, api_url = start_server(executable, issues, comments, reactions, seed)
    print(f"server ready in {time.monotonic() - started:.1f} s at {api_url}", flush=True)
    try:
        if env is not None:
            started = time.monotonic()
            warm_up(api_url, env)
            print(f"server warmed up in {time.monotonic() - started:.1f} s", flush=True)
        yield api_url
    finally:
        server.stdin.close()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()


@contextlib.contextmanager
def busy_processes(count):
    """`count` CPU-bound processes for the block, killed when it ends (even on errors). Yields a
    dict that holds, afterwards, the block's wall time ("wall_s") and the CPU seconds the
    processes got ("cpu_s")."""
    processes, spent = [], {}
    started = time.monotonic()
    try:
        for _ in range(count):
            processes.append(subprocess.Popen([sys.executable, "-c", BUSY_LOOP], stdin=subprocess.DEVNULL,
                                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        yield spent
    finally:
        spent["wall_s"] = time.monotonic() - started
        spent["cpu_s"] = kill_and_reap(processes)


def kill_and_reap(processes):
    """Kills the processes and waits for each; returns the CPU seconds they used (wait4)."""
    for process in processes:
        with contextlib.suppress(ProcessLookupError):
            os.kill(process.pid, signal.SIGKILL)
    cpu = 0.0
    for process in processes:
        _, status, usage = os.wait4(process.pid, 0)
        process.returncode = os.waitstatus_to_exitcode(status)
        cpu += usage.ru_utime + usage.ru_stime
    return cpu


def remove_database(path):
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(path + suffix):
            os.remove(path + suffix)


def run_sync(workbench, database, api_url, env, what):
    """One `acp-workbench sync`: (seconds, requests, peak RSS in KiB, CPU seconds)."""
    command = ([workbench, "--db", database, "--api-url", api_url] + client_args(api_url)
               + ["--repo", REPOSITORY, "sync"])
    seconds, code, out, err, rss, _, cpu = run_with_rusage(command, env)
    if code != 0:
        raise RuntimeError(f"{what} failed ({code}): {err.strip()}")
    requests = int(re.search(r"(\d+) requests", out).group(1))
    return seconds, requests, rss, cpu


def first_paint(command, env, timeout):
    """One cold start to the first painted window: the program prints "first paint: N ms" once its
    first paint is flushed, and quits. Returns (seconds from the start of the process to that
    line, N in seconds, peak RSS in KiB from wait4, CPU seconds)."""
    seconds, code, out, err, rss, first_line_at, cpu = run_with_rusage(command, env, timeout=timeout,
                                                                       mark=b"first paint: ")
    name = os.path.basename(command[0])
    match = re.search(r"first paint: ([0-9.]+) ms", out)
    if not match or first_line_at is None:
        raise RuntimeError(f"{name} did not report its first paint (exit {code}): {err.strip()[-500:]}")
    if code != 0:
        # The figure is in hand; what went wrong while quitting (e.g. a sanitizer's report in
        # the ASan build) is for the test suite to find, not for this measurement.
        print(f"warning: {name} exited with code {code} after its first paint: {err.strip()[-300:]}",
              file=sys.stderr, flush=True)
    return first_line_at, float(match.group(1)) / 1000, rss, cpu


def measure_startup(commands, env, runs, timeout=120):
    """Cold starts to the first painted window of each program in `commands` (name: command
    line), `runs` of each, interleaved run by run so that a change of load hits each alike.
    ACP_REPORT_FIRST_PAINT=1 makes the workbench print "first paint: N ms" once its first paint
    is flushed, and quit (src/app/main.cpp); bench_startup_floor always does. Timed from the
    start of the process to that line; peak memory from wait4.
    Returns {name: (times, times inside the process, peaks, CPU times)}."""
    startup_env = dict(env)
    startup_env["ACP_REPORT_FIRST_PAINT"] = "1"
    startup_env.setdefault("QT_QPA_PLATFORM", "offscreen")
    samples = {name: ([], [], [], []) for name in commands}
    for _ in range(runs):
        for name, command in commands.items():
            for values, value in zip(samples[name], first_paint(command, startup_env, timeout)):
                values.append(value)
    return samples


def startup_commands(programs, database, api_url):
    """The workbench and the floor on the same file, for measure_startup."""
    return {"workbench": [programs["workbench"], "--db", database, "--api-url", api_url]
                         + client_args(api_url),
            "floor": [programs["floor"], "--db", database]}


def startup_figures(samples):
    """One program's start-ups as figures (seconds and KiB)."""
    times, inside, peaks, cpus = samples
    return {"first_s": times[0], "median_s": statistics.median(times), "max_s": max(times),
            "in_process_median_s": statistics.median(inside), "runs": len(times),
            "cpu_median_s": statistics.median(cpus), "peak_rss_kib": max(peaks)}


def cache_counts(database):
    db = sqlite3.connect(database)
    try:
        issues = db.execute("SELECT count(*) FROM issues").fetchone()[0]
        comments = db.execute("SELECT count(*) FROM comments").fetchone()[0]
        reactions = db.execute("SELECT count(*) FROM reactions").fetchone()[0]
        subjects = db.execute("SELECT count(*) FROM (SELECT DISTINCT subject_type, subject_id FROM reactions)").fetchone()[0]
        events = db.execute("SELECT count(*) FROM issue_events").fetchone()[0]
    finally:
        db.close()
    return issues, comments, reactions, subjects, events


def machine_info():
    cpu = platform.processor()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            for line in info:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return {"cores": os.cpu_count(), "cpu": cpu, "system": platform.platform()}


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build-dir", required=True,
                        help="a build with acp-workbench, acp-github-test-server, bench_switch, bench_report, "
                        "bench_startup_floor")
    parser.add_argument("--issues", type=int, default=5000)
    parser.add_argument("--comments", type=int, default=100000)
    parser.add_argument("--reactions", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--startup-runs", type=int, default=7)
    parser.add_argument("--switches", type=int, default=300)
    parser.add_argument("--round", type=int, default=100, help="applications in the PDF round")
    parser.add_argument("--load", type=int, default=0, metavar="N",
                        help="afterwards, measure the initial sync and the start-ups again beside N busy processes")
    parser.add_argument("--growth", action="store_true",
                        help="last, measure the initial sync and the start-up on --growth-factor times the data")
    parser.add_argument("--growth-factor", type=int, default=4, metavar="F",
                        help="issues, comments and reactions of the --growth run, as a multiple (default 4)")
    parser.add_argument("--plain-http", action="store_true",
                        help="serve plain http instead of https (both clients alike)")
    parser.add_argument("--out", default=".", help="folder for NAME.json and NAME.md")
    parser.add_argument("--name", default="benchmark", help="base name of the result files")
    parser.add_argument("--keep", help="keep the workspace files in this folder")
    parser.add_argument("--readme", help="rewrite the table between the benchmark markers of this "
                        "README with this run's figures beside the previous run's (NAME.json in --out)")
    args = parser.parse_args()
    if args.load < 0 or args.growth_factor < 1:
        parser.error("--load must be at least 0 and --growth-factor at least 1")
    global USE_TLS
    USE_TLS = not args.plain_http
    return args


def find_programs(build):
    programs = {"workbench": os.path.join(build, "src", "acp-workbench"),
                "server": os.path.join(build, "tests", "tools", "acp-github-test-server"),
                "switch": os.path.join(build, "benchmarks", "bench_switch"),
                "report": os.path.join(build, "benchmarks", "bench_report"),
                "floor": os.path.join(build, "benchmarks", "bench_startup_floor")}
    for path in programs.values():
        if not os.access(path, os.X_OK):
            sys.exit(f"missing {path}: build the targets acp-workbench acp-github-test-server bench_switch "
                     "bench_report bench_startup_floor")
    return programs


def read_build_type(build):
    try:
        with open(os.path.join(build, "CMakeCache.txt"), encoding="utf-8") as cache:
            for line in cache:
                if line.startswith("CMAKE_BUILD_TYPE:"):
                    return line.split("=", 1)[1].strip()
    except OSError:
        pass
    return "unknown"


def benchmark_env(work):
    env = dict(os.environ)
    # The loopback server is not github.com: its token goes in GH_ENTERPRISE_TOKEN, and over its
    # plain http only with --allow-insecure-http-token.
    env.update({"GH_ENTERPRISE_TOKEN": "bench-token", "LC_ALL": "C.UTF-8",
                "XDG_CONFIG_HOME": os.path.join(work, "config"),
                "XDG_DATA_HOME": os.path.join(work, "data"), "XDG_CACHE_HOME": os.path.join(work, "cache")})
    for name in ("GH_TOKEN", "GITHUB_TOKEN", "GITHUB_ENTERPRISE_TOKEN"):
        env.pop(name, None)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    return env


def chained_pages(items):
    """Pages of a listing chained by `since`: 100 items, then 99 new ones a page."""
    return max(1, -(-(items - 1) // 99))


def measure_syncs(workbench, database, api_url, env, r):
    """The initial sync, the no-change resync and what the cache then holds."""
    seconds, requests, rss, cpu = run_sync(workbench, database, api_url, env, "initial sync")
    r.update(initial_sync_s=seconds, initial_sync_requests=requests, sync_peak_rss_kib=rss,
             initial_sync_cpu_s=cpu)
    print(f"initial sync: {seconds:.2f} s, {requests} requests, {rss // 1024} MiB", flush=True)

    # A single resync of about 50 ms moves by a tenth from run to run: the median of RESYNC_RUNS,
    # as the cold start's is a median, with the fastest and the slowest beside it.
    runs = [run_sync(workbench, database, api_url, env, "resync") for _ in range(RESYNC_RUNS)]
    times = sorted(seconds * 1000 for seconds, _, _, _ in runs)
    requests = max(requests for _, requests, _, _ in runs)
    r.update(resync_ms=statistics.median(times), resync_runs=len(times), resync_fastest_ms=times[0],
             resync_slowest_ms=times[-1], resync_requests=requests,
             resync_peak_rss_kib=max(rss for _, _, rss, _ in runs))
    print(f"no-change resync: median {r['resync_ms']:.0f} ms of {len(times)} ({times[0]:.0f}-"
          f"{times[-1]:.0f}), at most {requests} requests", flush=True)

    issues, comments, reactions, subjects, events = cache_counts(database)
    pages = 1 + chained_pages(issues) + chained_pages(comments) + max(1, -(-events // 100))
    r.update(cached_issues=issues, cached_comments=comments, cached_reactions=reactions,
             reaction_subjects=subjects, minimum_pages=pages, minimum_requests=pages + subjects)


def measure_baseline(work, api_url, env, r):
    baseline_db = os.path.join(work, "baseline.sqlite3")
    if os.path.exists(baseline_db):
        os.remove(baseline_db)
    baseline_json = os.path.join(work, "baseline.json")
    seconds, code, out, err, brss, _, bcpu = run_with_rusage(
        baseline_command(api_url, baseline_db, "--json", baseline_json), env)
    if code != 0:
        raise RuntimeError(f"the baseline failed ({code}): {err.strip()}")
    with open(baseline_json, encoding="utf-8") as f:
        baseline = json.load(f)
    r.update(baseline_s=seconds, baseline_requests=baseline["baseline_requests"], baseline_peak_rss_kib=brss,
             baseline_cpu_s=bcpu,
             baseline_rows=[baseline["baseline_issues"], baseline["baseline_comments"],
                            baseline["baseline_reactions"]])
    print(f"baseline: {seconds:.2f} s, {baseline['baseline_requests']} requests", flush=True)


def measure_quiet_startup(programs, database, api_url, env, runs, r):
    """The workbench's cold start with the floor's beside it."""
    samples = measure_startup(startup_commands(programs, database, api_url), env, runs)
    w, floor = startup_figures(samples["workbench"]), startup_figures(samples["floor"])
    r.update(startup_first_s=w["first_s"], startup_median_s=w["median_s"], startup_max_s=w["max_s"],
             startup_in_process_median_s=w["in_process_median_s"], startup_runs=w["runs"],
             startup_cpu_median_s=w["cpu_median_s"], window_peak_rss_kib=w["peak_rss_kib"],
             floor_startup=floor, startup_vs_floor=w["median_s"] / floor["median_s"])
    print(f"start-up to first paint: median {w['median_s'] * 1000:.0f} ms (first {w['first_s'] * 1000:.0f} ms), "
          f"{w['peak_rss_kib'] // 1024} MiB; the floor: median {floor['median_s'] * 1000:.0f} ms, "
          f"workbench / floor {r['startup_vs_floor']:.2f}", flush=True)


def measure_switching(programs, work, database, env, args, r):
    switch_json = os.path.join(work, "switch.json")
    seconds, code, out, err, srss, _, _ = run_with_rusage(
        [programs["switch"], "--db", database, "--repo", REPOSITORY, "--switches", str(args.switches),
         "--json", switch_json], env)
    if code != 0:
        sys.exit(f"bench_switch failed ({code}): {err.strip()}")
    with open(switch_json, encoding="utf-8") as f:
        switching = json.load(f)
    r.update(switch_applications=switching["applications"], switch_median_ms=switching["switch_median_ms"],
             switch_p95_ms=switching["switch_p95_ms"], switch_max_ms=switching["switch_max_ms"],
             switches=switching["switches"], switch_peak_rss_kib=switching["peak_rss_kib"],
             dashboard_ready_ms=switching["dashboard_ready_ms"],
             dashboard_longest_stall_ms=switching["dashboard_longest_stall_ms"])
    print(f"switching: median {switching['switch_median_ms']:.1f} ms, p95 {switching['switch_p95_ms']:.1f} ms "
          f"over {switching['applications']} applications", flush=True)
    print(f"dashboard: figures shown after {switching['dashboard_ready_ms']:.0f} ms, the window waited at most "
          f"{switching['dashboard_longest_stall_ms']:.1f} ms", flush=True)


def measure_pdf(programs, work, database, env, args, r):
    """PDF export: in process (one application, a round) and the real command for one application."""
    report_json = os.path.join(work, "report.json")
    seconds, code, out, err, prss, _, _ = run_with_rusage(
        [programs["report"], "--db", database, "--repo", REPOSITORY, "--round", str(args.round), "--out", work,
         "--json", report_json], env)
    if code != 0:
        sys.exit(f"bench_report failed ({code}): {err.strip()}")
    with open(report_json, encoding="utf-8") as f:
        pdf = json.load(f)
    pdf_path = os.path.join(work, "cli-report.pdf")
    seconds, code, out, err, crss, _, _ = run_with_rusage(
        [programs["workbench"], "--db", database, "--repo", REPOSITORY, "report", str(pdf["single_number"]),
         "--output", pdf_path], env)
    if code != 0:
        sys.exit(f"`report` failed ({code}): {err.strip()}")
    r.update(pdf_single_ms=pdf["single_ms"], pdf_single_pages=pdf["single_pages"],
             pdf_single_cli_ms=seconds * 1000, pdf_round_size=pdf["round_size"], pdf_round_ms=pdf["round_ms"],
             pdf_round_pages=pdf["round_pages"], pdf_round_bytes=pdf["round_bytes"],
             pdf_peak_rss_kib=pdf["peak_rss_kib"], pdf_cli_peak_rss_kib=crss)
    print(f"PDF: one application {pdf['single_ms']:.0f} ms in process, {seconds * 1000:.0f} ms as a command; "
          f"round of {pdf['round_size']} {pdf['round_ms'] / 1000:.1f} s, {pdf['round_pages']} pages", flush=True)


def measure_under_load(programs, work, database, env, args, r):
    """The initial sync (on a fresh file) and both start-ups (on the quiet run's file) again, beside
    args.load busy processes."""
    loaded_db = os.path.join(work, "under-load.sqlite3")
    remove_database(loaded_db)
    with serving(programs["server"], args.issues, args.comments, args.reactions, args.seed,
                 env) as api_url:
        with busy_processes(args.load) as spent:
            time.sleep(1)  # until they are all spinning
            load_start = os.getloadavg()
            seconds, requests, rss, cpu = run_sync(programs["workbench"], loaded_db, api_url, env,
                                                   "initial sync under load")
            samples = measure_startup(startup_commands(programs, database, api_url), env, args.startup_runs)
            load_end = os.getloadavg()
    loaded = {"processes": args.load, "initial_sync_s": seconds, "initial_sync_cpu_s": cpu,
              "initial_sync_requests": requests, "sync_peak_rss_kib": rss,
              "startup": startup_figures(samples["workbench"]), "floor_startup": startup_figures(samples["floor"]),
              "load_average_start": list(load_start), "load_average_end": list(load_end),
              "busy_cpu_share": spent["cpu_s"] / (spent["wall_s"] * args.load)}
    r["under_load"] = loaded
    print(f"under load {args.load}: initial sync {seconds:.2f} s (CPU {cpu:.2f} s), start-up median "
          f"{ms(loaded['startup']['median_s'])}, the floor {ms(loaded['floor_startup']['median_s'])}; "
          f"load average {load_start[0]:.2f} → {load_end[0]:.2f}, each busy process had "
          f"{loaded['busy_cpu_share']:.0%} of a core", flush=True)


def measure_growth(programs, work, env, args, r):
    """The initial sync and the start-ups on args.growth_factor times the data, from its own server."""
    factor = args.growth_factor
    sizes = {"issues": args.issues * factor, "comments": args.comments * factor,
             "reactions": args.reactions * factor}
    database = os.path.join(work, "growth.sqlite3")
    remove_database(database)
    load_start = os.getloadavg()
    print(f"growth: {sizes['issues']} issues, {sizes['comments']} comments, {sizes['reactions']} reactions",
          flush=True)
    with serving(programs["server"], sizes["issues"], sizes["comments"], sizes["reactions"], args.seed,
                 env) as api_url:
        seconds, requests, rss, cpu = run_sync(programs["workbench"], database, api_url, env,
                                               "initial sync of the grown repository")
        runs = max(1, min(GROWTH_STARTUP_RUNS, args.startup_runs))
        samples = measure_startup(startup_commands(programs, database, api_url), env, runs)
    grown = dict(sizes, factor=factor, initial_sync_s=seconds, initial_sync_cpu_s=cpu,
                 initial_sync_requests=requests, sync_peak_rss_kib=rss,
                 startup=startup_figures(samples["workbench"]), floor_startup=startup_figures(samples["floor"]),
                 load_average_start=list(load_start))
    r["growth"] = grown
    print(f"growth ×{factor}: initial sync {seconds:.2f} s (CPU {cpu:.2f} s), {rss // 1024} MiB; start-up median "
          f"{grown['startup']['median_s'] * 1000:.0f} ms, {grown['startup']['peak_rss_kib'] // 1024} MiB", flush=True)


def growth_ratios(f):
    """Each figure of the --growth run over the same figure of the run at the base size."""
    g = f["growth"]
    return {"sync": g["initial_sync_s"] / f["initial_sync_s"],
            "sync_cpu": g["initial_sync_cpu_s"] / f["initial_sync_cpu_s"],
            "sync_memory": g["sync_peak_rss_kib"] / f["sync_peak_rss_kib"],
            "start": g["startup"]["median_s"] / f["startup_median_s"],
            "floor": g["floor_startup"]["median_s"] / f["floor_startup"]["median_s"],
            "window_memory": g["startup"]["peak_rss_kib"] / f["window_peak_rss_kib"]}


def targets_of(r):
    """The targets of issue 18: ratios against what this run measured where they can be."""
    gui_peak = max(r["window_peak_rss_kib"], r["switch_peak_rss_kib"])
    ratio = r["initial_sync_s"] / r["baseline_s"]
    cpu_ratio = r["initial_sync_cpu_s"] / r["baseline_cpu_s"]
    targets = {
        "sync_at_most_half_the_baseline": ratio <= 0.5 and cpu_ratio <= 0.5,
        "requests_at_the_minimum": r["initial_sync_requests"] <= r["minimum_requests"],
        "resync_3_requests_50_ms": r["resync_requests"] <= 3 and r["resync_ms"] <= 50,
        "start_median_300_ms": r["startup_median_s"] <= 0.3,
        "start_within_2x_floor": r["startup_vs_floor"] <= 2,
        "switch_p95_16_ms_worst_50_ms": r["switch_p95_ms"] <= 16 and r["switch_max_ms"] <= 50,
        "dashboard_does_not_block_input": r["dashboard_longest_stall_ms"] <= 50,
        "pdf_one_50_ms": r["pdf_single_ms"] <= 50,
        "pdf_round_of_100_5_s": r["pdf_round_ms"] <= 5000,
        "memory_sync_64_window_100_mib": r["sync_peak_rss_kib"] <= 64 * 1024 and gui_peak <= 100 * 1024,
    }
    if "under_load" in r:
        loaded = r["under_load"]
        targets["under_load_sync_within_2x_quiet"] = loaded["initial_sync_s"] <= 2 * r["initial_sync_s"]
        targets["under_load_start_within_2x_quiet"] = loaded["startup"]["median_s"] <= 2 * r["startup_median_s"]
    if "growth" in r:
        q, factor = growth_ratios(r), r["growth"]["factor"]
        targets["growth_sync_at_most_linear"] = max(q["sync"], q["sync_cpu"], q["sync_memory"]) <= factor
        targets["growth_start_at_most_linear"] = max(q["start"], q["window_memory"]) <= factor
    return targets


def mark(ok):
    return "met" if ok else "**not met**"


def mib(kib):
    return f"{kib / 1024:.0f} MiB"


def ms(seconds):
    return f"{seconds * 1000:.0f} ms"


def counted(count, one, many):
    return f"{count} {one if count == 1 else many}"


# The cells of a run's figures (this run's, or the previous run's from its JSON, which may be
# older than some figures: those cells say NOT_MEASURED).

def sync_cell(f):
    sync_ratio = f["initial_sync_s"] / f["baseline_s"]
    cpu = f"; CPU {f['initial_sync_cpu_s']:.1f} s vs {f['baseline_cpu_s']:.1f} s = " \
          f"{f['initial_sync_cpu_s'] / f['baseline_cpu_s']:.2f}" if "baseline_cpu_s" in f else ""
    return f"{f['initial_sync_s']:.1f} s vs baseline {f['baseline_s']:.1f} s: **{sync_ratio:.2f}**{cpu}"


def requests_cell(f):
    return f"{f['initial_sync_requests']:,} (minimum {f['minimum_requests']:,})"


def resync_cell(f):
    if "resync_runs" not in f:  # a run from before the median (one resync)
        return f"{f['resync_ms']:.0f} ms, {f['resync_requests']} requests"
    return (f"median {f['resync_ms']:.0f} ms of {f['resync_runs']} (fastest "
            f"{f['resync_fastest_ms']:.0f}, slowest {f['resync_slowest_ms']:.0f}), "
            f"{f['resync_requests']} requests")


def startup_cell(f):
    floor = f"; **{f['startup_vs_floor']:.2f}×** the floor's median" if "startup_vs_floor" in f else ""
    return (f"median {ms(f['startup_median_s'])} (first {f['startup_first_s'] * 1000:.0f}, worst "
            f"{f['startup_max_s'] * 1000:.0f}; {ms(f['startup_cpu_median_s'])} of CPU){floor}")


def floor_cell(f):
    floor = f.get("floor_startup")
    if not floor:
        return NOT_MEASURED
    return (f"median {ms(floor['median_s'])} (first {floor['first_s'] * 1000:.0f}, worst "
            f"{floor['max_s'] * 1000:.0f}; {ms(floor['cpu_median_s'])} of CPU), {mib(floor['peak_rss_kib'])}")


def switch_cell(f):
    return f"median {f['switch_median_ms']:.1f} ms, p95 {f['switch_p95_ms']:.1f} ms, worst {f['switch_max_ms']:.1f} ms"


def dashboard_cell(f):
    if "dashboard_ready_ms" not in f:
        return NOT_MEASURED
    return (f"figures shown after {f['dashboard_ready_ms']:.0f} ms; the window's event loop waited at most "
            f"{f['dashboard_longest_stall_ms']:.1f} ms")


def pdf_one_cell(f):
    return f"{f['pdf_single_ms']:.0f} ms ({f['pdf_single_pages']} pages); {f['pdf_single_cli_ms']:.0f} ms as a command"


def pdf_round_cell(f):
    return f"{f['pdf_round_ms'] / 1000:.1f} s ({f['pdf_round_pages']:,} pages)"


def memory_cell(f):
    return (f"sync {mib(f['sync_peak_rss_kib'])}; window {mib(f['window_peak_rss_kib'])}, after switching "
            f"{mib(f['switch_peak_rss_kib'])}")


def loaded_sync_cell(f):
    loaded = f.get("under_load")
    if not loaded:
        return NOT_MEASURED
    processes = counted(loaded["processes"], "busy process", "busy processes")
    return (f"{loaded['initial_sync_s']:.1f} s (CPU {loaded['initial_sync_cpu_s']:.1f} s) vs quiet "
            f"{f['initial_sync_s']:.1f} s (CPU {f['initial_sync_cpu_s']:.1f} s): "
            f"**×{loaded['initial_sync_s'] / f['initial_sync_s']:.2f}**; {processes} "
            f"({loaded['busy_cpu_share']:.0%} of a core each); load average "
            f"{loaded['load_average_start'][0]:.1f} → {loaded['load_average_end'][0]:.1f}")


def loaded_start_cell(f):
    loaded = f.get("under_load")
    if not loaded or "floor_startup" not in f:
        return NOT_MEASURED
    start, floor = loaded["startup"]["median_s"], loaded["floor_startup"]["median_s"]
    return (f"median {ms(start)} vs quiet {ms(f['startup_median_s'])}: **×{start / f['startup_median_s']:.2f}**; "
            f"the floor {ms(floor)} vs {ms(f['floor_startup']['median_s'])}: "
            f"×{floor / f['floor_startup']['median_s']:.2f}")


def growth_sync_cell(f):
    grown = f.get("growth")
    if not grown:
        return NOT_MEASURED
    q = growth_ratios(f)
    return (f"{grown['initial_sync_s']:.1f} s vs {f['initial_sync_s']:.1f} s: **×{q['sync']:.2f}** for "
            f"×{grown['factor']} the data; CPU {grown['initial_sync_cpu_s']:.1f} s vs "
            f"{f['initial_sync_cpu_s']:.1f} s: ×{q['sync_cpu']:.2f}; peak memory {mib(grown['sync_peak_rss_kib'])} "
            f"vs {mib(f['sync_peak_rss_kib'])}: ×{q['sync_memory']:.2f}")


def growth_start_cell(f):
    grown = f.get("growth")
    if not grown or "floor_startup" not in f:
        return NOT_MEASURED
    q = growth_ratios(f)
    return (f"median {ms(grown['startup']['median_s'])} vs {ms(f['startup_median_s'])}: **×{q['start']:.2f}** for "
            f"×{grown['factor']} the data (the floor ×{q['floor']:.2f}); window "
            f"{mib(grown['startup']['peak_rss_kib'])} vs {mib(f['window_peak_rss_kib'])}: ×{q['window_memory']:.2f}")


def table_rows(report):
    """This run's rows: (figure, the cell of a run's figures, target)."""
    r, t = report["figures"], report["targets"]
    rows = [
        ("initial sync, ours vs the Python baseline (wall; CPU)", sync_cell,
         "≤ 0.5 both: " + mark(t["sync_at_most_half_the_baseline"])),
        ("requests of the initial sync", requests_cell, "the minimum: " + mark(t["requests_at_the_minimum"])),
        ("no-change resync", resync_cell, "≤ 3 requests, ≤ 50 ms: " + mark(t["resync_3_requests_50_ms"])),
        ("cold start to the first painted window, full cache", startup_cell,
         "median ≤ 300 ms and ≤ 2× the floor: " + mark(t["start_median_300_ms"] and t["start_within_2x_floor"])),
        ("the floor: cold start of a minimal Qt window listing the same applications", floor_cell,
         "the reference of the row above"),
        (f"switching applications ({r['switches']} random switches)", switch_cell,
         "p95 ≤ 16 ms, worst ≤ 50 ms: " + mark(t["switch_p95_16_ms_worst_50_ms"])),
        ("opening the Dashboard (figures read on a background thread)", dashboard_cell,
         "input not blocked (the longest wait ≤ 50 ms, a switch's worst): "
         + mark(t["dashboard_does_not_block_input"])),
        ("PDF, one application", pdf_one_cell, "≤ 50 ms: " + mark(t["pdf_one_50_ms"])),
        (f"PDF, a round of {r['pdf_round_size']}", pdf_round_cell, "≤ 5 s: " + mark(t["pdf_round_of_100_5_s"])),
        ("peak memory (max RSS)", memory_cell,
         "sync ≤ 64 MiB, window ≤ 100 MiB: " + mark(t["memory_sync_64_window_100_mib"])),
    ]
    if "under_load" in r:
        n = r["under_load"]["processes"]
        rows += [
            (f"initial sync under load {n} (fresh file)", loaded_sync_cell,
             "within 2× of the quiet figure: " + mark(t["under_load_sync_within_2x_quiet"])),
            (f"cold start under load {n}", loaded_start_cell,
             "within 2× of the quiet figure: " + mark(t["under_load_start_within_2x_quiet"])),
        ]
    if "growth" in r:
        g = r["growth"]
        linear = f"at most linear (each ×≤ {g['factor']}): "
        rows += [
            (f"initial sync of {g['factor']}× the data ({g['issues']:,} issues, {g['comments']:,} comments)",
             growth_sync_cell, linear + mark(t["growth_sync_at_most_linear"])),
            (f"cold start on {g['factor']}× the data ({counted(g['startup']['runs'], 'run', 'runs')})",
             growth_start_cell, linear + mark(t["growth_start_at_most_linear"])),
        ]
    return rows


def results_table(report, previous):
    """The Markdown of this run's figures beside the previous run's and the targets."""
    r, machine, size = report["figures"], report["machine"], report["repository"]
    load_before, load_after = machine["load_average_before"], machine["load_average_after"]
    header = f"| figure | this run ({report['date'][:10]}, load {load_before[0]:.1f} → {load_after[0]:.1f}) |"
    rule = "|---|---|"
    if previous:
        pm = previous["machine"]
        header += (f" previous run ({previous['date'][:10]}, load {pm['load_average_before'][0]:.1f} → "
                   f"{pm['load_average_after'][0]:.1f}) |")
        rule += "---|"
    header += " target |"
    rule += "---|"
    lines = [
        f"{size['issues']:,} issues, {size['comments']:,} comments, {size['reactions']:,} reactions "
        f"(seed {size['seed']}); {report['build_type']} build; {machine['cores']} cores ({machine['cpu']}); "
        f"load average {load_before[0]:.1f} before, {load_after[0]:.1f} after"
        + (" (contended: other work was running, figures are noisy)" if machine["contended"] else "")
        + "; the server runs in its own process and speaks "
        + ("https (HTTP/1.1 over TLS)" if report.get("transport") == "https" else "plain http")
        + "; "
        f"{r['minimum_pages']:,} pages + {r['reaction_subjects']:,} reaction lists are the minimum requests.",
        "",
        header,
        rule,
    ]
    for name, cell, target in table_rows(report):
        cells = [name, cell(r)] + ([cell(previous["figures"])] if previous else []) + [target]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def read_previous(args):
    previous_path = os.path.join(args.out, args.name + ".json")
    if not os.path.exists(previous_path):
        return None
    with open(previous_path, encoding="utf-8") as f:
        return json.load(f)


def make_report(args, build_type, r, load_before, load_after):
    machine = machine_info()
    contended = max(load_before[0], load_after[0]) > 0.5 * (machine["cores"] or 1)
    return {
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "machine": dict(machine, load_average_before=list(load_before), load_average_after=list(load_after),
                        contended=contended),
        "build_type": build_type,
        "transport": "https" if USE_TLS else "http",
        "repository": {"issues": args.issues, "comments": args.comments, "reactions": args.reactions,
                       "seed": args.seed},
        "figures": r,
        "ratio_sync_vs_baseline": r["initial_sync_s"] / r["baseline_s"],
        "ratio_sync_cpu_vs_baseline": r["initial_sync_cpu_s"] / r["baseline_cpu_s"],
        "targets": targets_of(r),
    }


def main():
    args = parse_arguments()
    build = os.path.abspath(args.build_dir)
    programs = find_programs(build)
    build_type = read_build_type(build)

    work = args.keep or tempfile.mkdtemp(prefix="acp-bench.")
    os.makedirs(work, exist_ok=True)
    database = os.path.join(work, "workspace.sqlite3")
    remove_database(database)
    env = benchmark_env(work)

    load_before = os.getloadavg()
    print(f"benchmark: {args.issues} issues, {args.comments} comments, {args.reactions} reactions "
          f"({build_type} build), work folder {work}, load average {load_before[0]:.2f}", flush=True)
    r = {}
    with serving(programs["server"], args.issues, args.comments, args.reactions, args.seed,
                 env) as api_url:
        measure_syncs(programs["workbench"], database, api_url, env, r)
        measure_baseline(work, api_url, env, r)
        measure_quiet_startup(programs, database, api_url, env, args.startup_runs, r)
    measure_switching(programs, work, database, env, args, r)
    measure_pdf(programs, work, database, env, args, r)
    load_after = os.getloadavg()
    if args.load > 0:
        measure_under_load(programs, work, database, env, args, r)
    if args.growth:
        measure_growth(programs, work, env, args, r)

    report = make_report(args, build_type, r, load_before, load_after)
    markdown = results_table(report, read_previous(args))
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, args.name + ".json"), "w", encoding="utf-8") as f:
        json.dump(report, f, indent=2)
        f.write("\n")
    with open(os.path.join(args.out, args.name + ".md"), "w", encoding="utf-8") as f:
        f.write(markdown)
    if args.readme:
        replace_readme_table(args.readme, markdown)
    print()
    print(markdown)
    return 0


README_START = "<!-- benchmark table: written by benchmarks/run_benchmarks.py --readme -->"
README_END = "<!-- end of benchmark table -->"


def replace_readme_table(readme, markdown):
    """Puts `markdown` between the README's two markers (it must have both)."""
    with open(readme, encoding="utf-8") as f:
        text = f.read()
    start, end = text.find(README_START), text.find(README_END)
    if start < 0 or end < start:
        sys.exit(f"{readme} has no benchmark table markers ({README_START!r} ... {README_END!r})")
    text = text[:start + len(README_START)] + "\n" + markdown + text[end:]
    with open(readme, "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    sys.exit(main())
