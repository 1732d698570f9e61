"""The README quick-start task end to end, timed as a user sees it, plus where the time went.

    OPENKOI_MODELS_DIR=... .venv/bin/python -u bench/quickstart.py [--runs 1] [-m local/strong]
        [-- extra openkoi flags]

Each run: a fresh folder and a fresh OPENKOI_HOME / OPENKOI_DATA (the installed models are
shared through OPENKOI_MODELS_DIR), then the README's first command, ``openkoi -C demo
"Create fizzbuzz.py ..."``, as a subprocess whose stderr lines are time-stamped as they come.
Reported per run: wall seconds to exit, exit code, status and score, iterations, model calls,
tokens in/out and how many input tokens llama.cpp served from its prompt cache (per call and
per task, with the task's hit rate: cached / input tokens, read from the task's ``cost``
events in the run's database), the seconds from the last ``[EXEC]`` line before it to the
last ``[EVAL]`` line (the evaluation), from the
last ``[EVAL]`` line to the result line (``✓``/``✗``/``?``), and from the result line to the
process exit, and the embedded model's thread count as it loaded (its info log line). The
machine's load average is printed with it.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

TASK = ("Create fizzbuzz.py with a function fizzbuzz(n) that, for a positive integer n, returns "
        "'Fizz' for multiples of 3, 'Buzz' for multiples of 5, 'FizzBuzz' for multiples of both "
        "and the number as a string otherwise (for example fizzbuzz(10) returns 'Buzz' and "
        "fizzbuzz(7) returns '7'), plus pytest tests for it in test_fizzbuzz.py")
RESULT_MARKS = ("✓ ", "✗ ", "? ")


def one_run(model: str | None, extra: list[str], keep: bool) -> dict[str, Any]:
    root = Path(tempfile.mkdtemp(prefix="okqs-"))
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("OPENKOI_") or k in ("OPENKOI_MODELS_DIR", "OPENKOI_LOCAL_THREADS")}
    env |= {"OPENKOI_HOME": str(root / "home"), "OPENKOI_DATA": str(root / "data"),
            "OPENKOI_LOG_LEVEL": "info"}  # for the embedded model's thread count
    cmd = [sys.executable, "-m", "openkoi", "-C", str(root / "demo"), "--json"]
    cmd += (["-m", model] if model else []) + extra + [TASK]
    (root / "demo").mkdir()
    lines: list[tuple[float, str]] = []
    began = time.monotonic()
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            stdin=subprocess.DEVNULL, text=True)

    def read_err() -> None:
        assert proc.stderr is not None
        for line in proc.stderr:
            lines.append((time.monotonic() - began, line.rstrip("\n")))

    reader = threading.Thread(target=read_err)
    reader.start()
    out = proc.stdout.read() if proc.stdout is not None else ""
    code = proc.wait()
    wall = time.monotonic() - began
    reader.join()
    try:
        outcome = json.loads(out)
    except json.JSONDecodeError:
        outcome = {}
    last_eval = max((t for t, line in lines if line.startswith("[EVAL]")), default=None)
    last_exec = max((t for t, line in lines if line.startswith("[EXEC]")
                     and (last_eval is None or t < last_eval)), default=None)
    result = next((t for t, line in lines if line.startswith(RESULT_MARKS)), None)
    calls = cost_events(root / "data")
    row = {
        "wall_s": round(wall, 1), "exit": code, "status": outcome.get("status"),
        "score": outcome.get("score"), "iterations": outcome.get("iterations"),
        "calls": [{"purpose": c.get("purpose"), "in": c.get("input_tokens"),
                   "cached": c.get("cached_tokens", 0), "out": c.get("output_tokens")}
                  for c in calls],
        "tokens_in": sum(int(c.get("input_tokens") or 0) for c in calls),
        "tokens_out": sum(int(c.get("output_tokens") or 0) for c in calls),
        "cached_tokens": sum(int(c.get("cached_tokens") or 0) for c in calls),
        # llama.cpp's prompt cache hit rate for the task: prompt tokens reused / prompt tokens
        "cache_hit_rate": round(sum(int(c.get("cached_tokens") or 0) for c in calls)
                                / max(1, sum(int(c.get("input_tokens") or 0) for c in calls)), 3),
        # the last evaluation as the user sees it: the files written, then its [EVAL] line
        "exec_to_eval_s": None if last_exec is None or last_eval is None
        else round(last_eval - last_exec, 2),
        "eval_to_result_s": None if last_eval is None or result is None
        else round(result - last_eval, 2),
        "result_to_exit_s": None if result is None else round(wall - result, 2),
        "threads": [line.split(": ", 1)[1] for _, line in lines
                    if "openkoi.models.local:" in line and "threads" in line],
        "stderr_tail": [line for _, line in lines if not line.startswith("openkoi ")][-6:],
    }
    if keep:
        row["folder"] = str(root)
    else:
        shutil.rmtree(root, ignore_errors=True)
    return row


def cost_events(data: Path) -> list[dict[str, Any]]:
    """The ``cost`` events of the run's task(s), in order (one per model call)."""
    out: list[dict[str, Any]] = []
    for db in sorted(data.glob("*.db")):
        conn = sqlite3.connect(db)
        try:
            rows = conn.execute("SELECT data FROM events WHERE kind = 'cost' ORDER BY ts, seq")
            out += [json.loads(r[0]) for r in rows]
        except sqlite3.Error:
            pass
        finally:
            conn.close()
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=1)
    ap.add_argument("-m", "--model", default=None, help="openkoi -m (default: openkoi's)")
    ap.add_argument("--keep", action="store_true", help="keep each run's folder")
    ap.add_argument("extra", nargs="*", help="more openkoi flags (after --)")
    args = ap.parse_args()
    print(f"# quick start, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, "
          f"{os.cpu_count()} cores, load average before {os.getloadavg()[0]:.1f}")
    for _ in range(args.runs):
        row = one_run(args.model, args.extra, args.keep)
        row["load_after"] = round(os.getloadavg()[0], 1)
        print(json.dumps(row), flush=True)


if __name__ == "__main__":
    main()
