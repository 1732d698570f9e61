"""How long the user waits after the loop has decided: the seconds from the last evaluation
line (``[EVAL]``) to the result line (``✓ Done ...``), and from the result line to the exit,
when the learning call after the task is slow.

    .venv/bin/python bench/after_task.py [--learn-delay 30] [--runs 3] [--python PY]

The real CLI (``PY -m openkoi``; default this interpreter, so pass another checkout's venv
python to compare with it) runs a task that needs two iterations (a failing test fixed in
the second), so it has something to learn, against a scripted OpenAI-compatible server on
127.0.0.1 (tests/support/fake_servers.py): the model's replies come at once except the
learning call's, which the server holds for ``--learn-delay`` seconds, as a slow model
would take. Fresh OPENKOI_HOME per run, default settings. Prints one JSON line per run and the
median of each measure.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "support"))

from fake_servers import FakeServer, Reply, openai_text, openai_tool_calls  # noqa: E402

PLAN = {"summary": "Write parse_day and its test", "steps": ["write code", "write the test"],
        "files": ["dates.py", "test_dates.py"], "tools": ["write_file"],
        "estimated_iterations": 1}
TESTS = ("from dates import parse_day\n\n\ndef test_parse_day():\n"
         "    assert parse_day('03/04/2024') == (3, 4, 2024)\n")
BAD = "def parse_day(s):\n    m, d, y = s.split('/')\n    return int(d), int(m), int(y)\n"
GOOD = "def parse_day(s):\n    d, m, y = s.split('/')\n    return int(d), int(m), int(y)\n"
JUDGE = {"scores": {"correctness": 9, "safety": 10, "style": 9}, "findings": []}
LOW = {"scores": {"correctness": 5, "safety": 10, "style": 9}, "findings": []}
LESSON = {"learnings": [{"type": "failed", "text": "Parse DD/MM/YYYY day first.",
                         "confidence": 0.8}]}
TASK = "Write parse_day(s) in dates.py for DD/MM/YYYY dates, with a pytest test"


def text(obj: object) -> Reply:
    return Reply(sse=openai_text([obj if isinstance(obj, str) else json.dumps(obj)]))


def write(call_id: str, path: str, content: str) -> Reply:
    return Reply(sse=openai_tool_calls([(call_id, "write_file",
                                         json.dumps({"path": path, "content": content}))]))


def one_run(python: str, learn_delay: float) -> dict[str, Any]:
    root = Path(tempfile.mkdtemp(prefix="okafter-"))
    (root / "ws").mkdir()
    lesson = text(LESSON)
    lesson.delay = learn_delay
    with FakeServer(text(PLAN), write("c1", "dates.py", BAD),
                    write("c2", "test_dates.py", TESTS), text("done"), text(LOW),
                    write("c3", "dates.py", GOOD), text("fixed"), text(JUDGE), lesson) as srv:
        home = root / "home"
        home.mkdir()
        (home / "config.toml").write_text(
            f'[providers.fake]\nbase_url = "{srv.url}/v1"\nmodels = ["scripted"]\n')
        env = {k: v for k, v in os.environ.items() if not k.startswith("OPENKOI_")}
        env |= {"OPENKOI_HOME": str(home), "OPENKOI_NO_PROBE": "1", "HOME": str(root)}
        lines: list[tuple[float, str]] = []
        began = time.monotonic()
        proc = subprocess.Popen([python, "-m", "openkoi", "-m", "fake/scripted", TASK],
                                cwd=root / "ws", env=env, stdin=subprocess.DEVNULL,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)

        def read() -> None:
            assert proc.stderr is not None
            for line in proc.stderr:
                lines.append((time.monotonic() - began, line.rstrip("\n")))

        reader = threading.Thread(target=read)
        reader.start()
        code = proc.wait()
        wall = time.monotonic() - began
        reader.join()
        calls = len(srv.requests)
    last_eval = max((t for t, line in lines if line.startswith("[EVAL]")), default=None)
    result = next((t for t, line in lines if line.startswith(("✓", "✗", "?"))), None)
    return {"exit": code, "wall_s": round(wall, 2), "model_calls": calls,
            "eval_to_result_s": None if last_eval is None or result is None
            else round(result - last_eval, 2),
            "result_to_exit_s": None if result is None else round(wall - result, 2),
            "learned_lines": [line for _, line in lines if line.startswith("[LEARNED]")]}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--learn-delay", type=float, default=30.0)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--python", default=sys.executable)
    args = ap.parse_args()
    print(f"# {args.python}, learn call held {args.learn_delay:g} s, load average "
          f"{os.getloadavg()[0]:.1f}, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    rows = []
    for _ in range(args.runs):
        row = one_run(args.python, args.learn_delay)
        rows.append(row)
        print(json.dumps(row), flush=True)
    for key in ("eval_to_result_s", "result_to_exit_s", "wall_s"):
        values = [r[key] for r in rows if r[key] is not None]
        if values:
            print(f"median {key}: {statistics.median(values):.2f}")
    print(f"load average after {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
