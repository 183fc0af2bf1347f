#!/usr/bin/env python3
"""Fails when a C++ source file is over 600 lines without saying why at its top.

    scripts/check-file-sizes.py [--limit N]

Small files with one job each are the rule (CONTRIBUTING.md). A file may be longer when it is
one thing that reads best whole (a state machine, a schema's history, a test executable of a
class with many cases); its first line then says so: "// Over 600 lines on purpose: <why>".
Checks every .cpp and .h file under src, tests, benchmarks and fuzz (no git needed, so it runs
in the CI chroot too). Registered with CTest as `source_file_sizes`.
"""
import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REASON = "// Over 600 lines on purpose:"
FOLDERS = ("src", "tests", "benchmarks", "fuzz")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--limit", type=int, default=600)
    args = parser.parse_args()
    files = sorted(path for folder in FOLDERS for pattern in ("*.cpp", "*.h")
                   for path in (ROOT / folder).rglob(pattern))
    problems = 0
    for path in files:
        name = path.relative_to(ROOT).as_posix()
        text = path.read_text(encoding="utf-8", errors="replace")
        lines = text.count("\n")
        if lines > args.limit and not text.startswith(REASON):
            print(f"{name}: {lines} lines and no \"{REASON} ...\" line at its top")
            problems += 1
    print(f"check-file-sizes: {len(files)} files, {problems} over {args.limit} lines without a reason")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
