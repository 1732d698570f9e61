"""Startup time: `openkoi --version` against a bare `python -c pass` (goal: at most 2.5x).

    .venv/bin/python bench/startup.py [--runs 30]

Runs each command N times (after 3 warm-up runs) and prints the median and p90 wall times.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path


def measure(argv: list[str], runs: int) -> list[float]:
    for _ in range(3):
        subprocess.run(argv, check=True, stdout=subprocess.DEVNULL)
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(argv, check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=30)
    args = parser.parse_args()
    bindir = Path(sys.executable).parent
    cases = {
        "python -c pass": [sys.executable, "-c", "pass"],
        "openkoi --version": [str(bindir / "openkoi"), "--version"],
        "openkoi --help": [str(bindir / "openkoi"), "--help"],
    }
    results = {name: measure(argv, args.runs) for name, argv in cases.items()}
    base = statistics.median(results["python -c pass"])
    print("| command | median ms | p90 ms | x python -c pass |")
    print("|---|---|---|---|")
    for name, times in results.items():
        med = statistics.median(times)
        p90 = sorted(times)[int(len(times) * 0.9) - 1]
        print(f"| `{name}` | {med * 1000:.1f} | {p90 * 1000:.1f} | {med / base:.2f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
