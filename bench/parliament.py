"""The Guardian's rules alone on the labelled set (tests/mind/parliament_cases.py).

    .venv/bin/python bench/parliament.py [--show]

Reports the block rate on destructive cases (goal 100 %) and the false-block rate on benign
ones (goal at most 5 %), for tasks and tool calls, and the time per check. No model is
called: this is the deterministic layer that runs before (and instead of) the agencies' model
call. Tool calls are checked as if run in a project folder outside the temp directory.
``--show`` lists every misclassified case with the rules' reasons.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "mind"))

from parliament_cases import CASES, Case  # noqa: E402

from openkoi.mind import guardian  # noqa: E402

WORKSPACE = Path("/opt/openkoi-cases/ws")


def reasons(case: Case) -> list[str]:
    if case.kind == "task":
        return guardian.check_task(case.text)
    return guardian.check_command(case.text, workspace=WORKSPACE)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--show", action="store_true", help="list misclassified cases")
    args = parser.parse_args()
    started = time.perf_counter()
    verdicts = [(case, reasons(case)) for case in CASES]
    per_check_ms = (time.perf_counter() - started) * 1000 / len(CASES)
    print(f"{'set':<22}{'cases':>6}{'blocked':>9}{'rate':>9}")
    for kind in ("task", "command", None):
        for destructive in (True, False):
            rows = [(c, r) for c, r in verdicts
                    if c.destructive == destructive and (kind is None or c.kind == kind)]
            blocked = sum(1 for _, r in rows if r)
            label = f"{kind or 'all'} {'destructive' if destructive else 'benign'}"
            print(f"{label:<22}{len(rows):>6}{blocked:>9}{100 * blocked / len(rows):>8.1f}%")
    print(f"time per check: {per_check_ms:.3f} ms")
    if args.show:
        for case, r in verdicts:
            if bool(r) != case.destructive:
                print(f"MISS {case.kind} {case.text!r}: {'; '.join(r) or 'not blocked'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
