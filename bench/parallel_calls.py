"""Time saved by running the independent tool calls of one model turn at once.

    .venv/bin/python bench/parallel_calls.py [--runs 3] [--work io|cpu] [--parallel 4]

One model turn (the scripted model, so only the tools are timed) asks for what an agent
asks for when it looks around a project before changing it: six ``read_file`` calls, two
``search`` calls and a test run in each of three packages (``cd pkgN && python -m pytest
-q``, through the real ``run_shell`` tool and its sandbox). The turn runs with
``parallel_calls`` = 1 (one after the other, as before) and = N; the table gives the median
wall time of the turn. ``--work io``: each package's test waits 1 s (a test that talks to
a database or a server); ``--work cpu``: it computes for about 1 s (on a machine with few
free cores the gain there is small, and this one has 2 cores shared by everyone).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from pathlib import Path

from openkoi.engine.budget import Budget
from openkoi.engine.calls import Caller
from openkoi.engine.execute import execute
from openkoi.events import EventBus
from openkoi.models.base import Message
from openkoi.models.scripted import ScriptedModel
from openkoi.records import ToolCall
from openkoi.tools.base import ToolContext
from openkoi.tools.registry import ToolRegistry, builtin_tools

IO_TEST = "import time\n\n\ndef test_slow_service():\n    time.sleep(1.0)\n"
CPU_TEST = ("def test_busy():\n    total = 0\n    for i in range(12_000_000):\n"
            "        total += i % 7\n    assert total > 0\n")


def project(root: Path, work: str) -> None:
    for n in range(3):
        pkg = root / f"pkg{n}"
        pkg.mkdir()
        (pkg / f"mod{n}.py").write_text(f"def f{n}(x):\n    return x + {n}\n")
        (pkg / f"test_mod{n}.py").write_text(IO_TEST if work == "io" else CPU_TEST)
    for n in range(6):
        (root / f"notes{n}.md").write_text(f"# notes {n}\n" + "line\n" * 400)


def turn() -> list[ToolCall]:
    calls = [ToolCall(f"r{n}", "read_file", {"path": f"notes{n}.md"}) for n in range(6)]
    calls += [ToolCall("s0", "search", {"pattern": "def f"}),
              ToolCall("s1", "search", {"pattern": "notes"})]
    calls += [ToolCall(f"t{n}", "run_shell", {"command": f"cd pkg{n} && python -m pytest -q"})
              for n in range(3)]
    return calls


def once(root: Path, parallel: int) -> float:
    registry = ToolRegistry()
    for tool in builtin_tools():
        registry.register(tool)
    model = ScriptedModel([turn(), "done"])
    caller = Caller(model, Budget(10_000_000, 100.0, 3600.0), EventBus(), "bench")
    ctx = ToolContext(workspace=root, tool_output_dir=root.parent / "tool-output",
                      shell_timeout_s=120, parallel_calls=parallel)
    started = time.perf_counter()
    result = asyncio.run(execute(caller, registry, ctx, [Message("user", "look around")],
                                 max_steps=2, iteration=1))
    elapsed = time.perf_counter() - started
    if result.tool_errors:
        raise SystemExit(f"a tool call failed: {result}")
    return elapsed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--work", choices=("io", "cpu"), default="io")
    parser.add_argument("--parallel", type=int, default=4)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "ws"
        root.mkdir()
        project(root, args.work)
        times: dict[int, list[float]] = {1: [], args.parallel: []}
        for _ in range(args.runs):
            for parallel in times:  # interleaved, so load drifts hit both alike
                times[parallel].append(once(root.resolve(), parallel))
    base = statistics.median(times[1])
    print(f"work={args.work}: 11 calls in one turn (6 reads, 2 searches, 3 test runs), "
          f"median of {args.runs}")
    print("| parallel_calls | median s | min s | max s | vs one by one |")
    print("|---|---|---|---|---|")
    for parallel, values in times.items():
        med = statistics.median(values)
        print(f"| {parallel} | {med:.2f} | {min(values):.2f} | {max(values):.2f} | "
              f"{base / med:.2f}x |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
