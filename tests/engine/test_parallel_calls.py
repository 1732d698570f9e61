"""Independent tool calls of one model turn run at once; conflicting ones never do; the
results reach the model in the order it asked for them."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

import pytest

from openkoi import events
from openkoi.engine.budget import Budget
from openkoi.engine.calls import Caller
from openkoi.engine.execute import execute
from openkoi.errors import BudgetExceeded
from openkoi.events import EventBus
from openkoi.models.base import Message
from openkoi.models.scripted import ScriptedModel
from openkoi.records import ToolCall
from openkoi.tools.base import EFFECT_NONE, EFFECT_WORKSPACE, Tool, ToolContext, ToolOutput
from openkoi.tools.registry import ToolRegistry, builtin_tools

HOLD_S = 0.4  # how long each fake call takes: long enough for the others to start


class Timed(Tool):
    """Sleeps, then says which path it handled; logs when it started and ended."""

    parameters = {"type": "object", "properties": {"path": {"type": "string"},
                                                   "hold": {"type": "number"}},
                  "required": ["path"]}

    def __init__(self, name: str, mode: str, log: list[tuple[str, str, float, float]]) -> None:
        self.name = name
        self.path_params = {"path": mode}
        self.effect = EFFECT_NONE if mode == "read" else EFFECT_WORKSPACE
        self.log = log

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
        start = time.monotonic()
        await asyncio.sleep(float(args.get("hold", HOLD_S)))
        self.log.append((self.name, args["path"], start, time.monotonic()))
        return ToolOutput(f"{self.name} {args['path']}")


class Costly(Tool):
    name = "costly"
    parameters = {"type": "object", "properties": {}}

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
        await asyncio.sleep(0.05)
        raise BudgetExceeded("token budget spent")


def call(i: int, name: str, **args: Any) -> ToolCall:
    return ToolCall(id=f"c{i}", name=name, arguments=args)


def run_turn(ws: Path, calls: list[ToolCall], *, parallel: int = 4,
             registry: ToolRegistry | None = None,
             log: list[tuple[str, str, float, float]] | None = None,
             ) -> tuple[ScriptedModel, list[events.Event], ToolRegistry]:
    log = log if log is not None else []
    if registry is None:
        registry = ToolRegistry()
        registry.register(Timed("peek", "read", log))
        registry.register(Timed("put", "write", log))
    model = ScriptedModel([calls, "all done"])
    bus = EventBus()
    seen: list[events.Event] = []
    bus.subscribe(seen.append)
    caller = Caller(model, Budget(1_000_000, 100.0, 600.0), bus, "t1")
    ctx = ToolContext(workspace=ws, tool_output_dir=ws.parent / "out", parallel_calls=parallel)
    result = asyncio.run(execute(caller, registry, ctx, [Message("user", "go")],
                                 max_steps=3, iteration=1))
    assert result.answer == "all done" and not bus.errors
    return model, seen, registry


def overlap(a: tuple[str, str, float, float], b: tuple[str, str, float, float]) -> bool:
    return a[2] < b[3] and b[2] < a[3]


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    d = tmp_path / "ws"
    d.mkdir()
    return d.resolve()


def test_independent_reads_overlap_and_come_back_in_order(ws: Path) -> None:
    log: list[tuple[str, str, float, float]] = []
    # the first call takes longest, so it ends last: its result must still come first
    calls = [call(0, "peek", path="a", hold=HOLD_S * 2), call(1, "peek", path="b"),
             call(2, "peek", path="c")]
    model, seen, _ = run_turn(ws, calls, log=log)
    assert len(log) == 3
    by_path = {entry[1]: entry for entry in log}
    assert overlap(by_path["a"], by_path["b"]) and overlap(by_path["a"], by_path["c"])
    assert [entry[1] for entry in log][-1] == "a"  # finished last
    tool_messages = [m for m in model.calls[1].messages if m.role == "tool"]
    assert [m.content for m in tool_messages] == ["peek a", "peek b", "peek c"]
    assert [m.tool_call_id for m in tool_messages] == ["c0", "c1", "c2"]
    results = [e.data["call_id"] for e in seen if e.kind == events.TOOL_RESULT]
    assert sorted(results) == ["c0", "c1", "c2"]  # each announced, as it ended


def test_writes_to_one_file_never_overlap_and_keep_their_order(ws: Path) -> None:
    log: list[tuple[str, str, float, float]] = []
    calls = [call(0, "put", path="f.py", hold=HOLD_S), call(1, "peek", path="f.py"),
             call(2, "put", path="f.py", hold=0.01), call(3, "put", path="g.py")]
    run_turn(ws, calls, log=log)
    on_f = [entry for entry in log if entry[1] == "f.py"]
    assert [e[0] for e in on_f] == ["put", "peek", "put"]  # the order asked
    for first, second in zip(on_f, on_f[1:], strict=False):
        assert first[3] <= second[2]  # one after the other, never at once
    g = next(e for e in log if e[1] == "g.py")
    assert overlap(g, on_f[0])  # another file's write did not wait


def test_a_folder_write_waits_for_reads_inside_it(ws: Path) -> None:
    log: list[tuple[str, str, float, float]] = []
    run_turn(ws, [call(0, "peek", path="pkg/a.py"), call(1, "put", path="pkg")], log=log)
    read, write = sorted(log, key=lambda e: e[2])
    assert read[0] == "peek" and read[3] <= write[2]


def test_parallel_one_runs_calls_one_by_one(ws: Path) -> None:
    log: list[tuple[str, str, float, float]] = []
    calls = [call(i, "peek", path=p, hold=0.05) for i, p in enumerate("abc")]
    run_turn(ws, calls, parallel=1, log=log)
    assert [e[1] for e in log] == ["a", "b", "c"]
    assert all(x[3] <= y[2] for x, y in zip(log, log[1:], strict=False))


def test_the_limit_caps_how_many_run_at_once(ws: Path) -> None:
    log: list[tuple[str, str, float, float]] = []
    calls = [call(i, "peek", path=str(i), hold=0.2) for i in range(4)]
    run_turn(ws, calls, parallel=2, log=log)
    for entry in log:  # never more than two at the same moment
        assert sum(overlap(entry, other) for other in log if other is not entry) <= 2
    starts = sorted(e[2] for e in log)
    ends = sorted(e[3] for e in log)
    assert starts[2] >= ends[0]  # the third waited for a slot


def test_a_budget_error_in_one_call_cancels_the_others_and_ends_the_task(ws: Path) -> None:
    log: list[tuple[str, str, float, float]] = []
    registry = ToolRegistry()
    registry.register(Timed("peek", "read", log))
    registry.register(Costly())
    model = ScriptedModel([[call(0, "peek", path="a", hold=5.0), call(1, "costly")]])
    caller = Caller(model, Budget(1_000_000, 100.0, 600.0), EventBus(), "t1")
    ctx = ToolContext(workspace=ws, tool_output_dir=ws.parent / "out", parallel_calls=4)
    started = time.monotonic()
    with pytest.raises(BudgetExceeded):
        asyncio.run(execute(caller, registry, ctx, [Message("user", "go")], max_steps=3,
                            iteration=1))
    assert not log  # the slow read was cancelled, not finished
    assert time.monotonic() - started < 4.0


def test_shell_lines_in_separate_folders_overlap_and_in_one_folder_do_not(ws: Path) -> None:
    registry = ToolRegistry()
    for t in builtin_tools():
        registry.register(t)
    for name in ("a", "b"):
        (ws / name).mkdir()

    def stamped(folder: str, tag: str) -> str:  # stamps when it started and ended
        return f"cd {folder} && date +%s.%N > s{tag}; sleep 1.5; date +%s.%N > e{tag}"

    calls = [call(0, "run_shell", command=stamped("a", "1")),
             call(1, "run_shell", command=stamped("b", "1")),
             call(2, "run_shell", command=stamped("a", "2"))]  # the first one's folder
    _, seen, _ = run_turn(ws, calls, registry=registry)
    assert all(e.data["ok"] for e in seen if e.kind == events.TOOL_RESULT), seen

    def span(folder: str, tag: str) -> tuple[str, str, float, float]:
        return (folder, tag, float((ws / folder / f"s{tag}").read_text()),
                float((ws / folder / f"e{tag}").read_text()))

    a1, b1, a2 = span("a", "1"), span("b", "1"), span("a", "2")
    assert overlap(a1, b1)  # separate folders: at once
    assert a1[3] <= a2[2]  # one folder: the second waited for the first
