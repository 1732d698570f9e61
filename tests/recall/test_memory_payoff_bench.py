"""Smoke test of bench/memory_payoff.py on one task with the scripted model (no network, no
embedded model): memory off repeats the mistake, memory on recalls it and saves pass 2."""

from __future__ import annotations

import asyncio
import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

from openkoi.models.scripted import ScriptedModel, tool

BENCH = Path(__file__).resolve().parents[2] / "bench" / "memory_payoff.py"
PLAN = {"summary": "Write parse_day", "steps": ["write dates.py"], "files": ["dates.py"],
        "tools": ["write_file"], "estimated_iterations": 1}
BAD = ("def parse_day(s):\n    m, d, y = (int(x) for x in s.split('/'))\n"
       "    if not 1 <= m <= 12:\n        raise ValueError(s)\n    return d, m, y\n")
GOOD = ("def parse_day(s):\n    d, m, y = (int(x) for x in s.split('/'))\n"
        "    if not 1 <= m <= 12:\n        raise ValueError(s)\n    return d, m, y\n")
LESSON = "parse_day takes the day first (DD/MM/YYYY); never read the month first."


def judge(n: int) -> dict:
    return {"scores": {d: n for d in ("correctness", "safety", "style")}, "findings": []}


def load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("memory_payoff_bench", BENCH)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def two_iterations() -> list[object]:
    return [PLAN, tool("write_file", path="dates.py", content=BAD), "done", judge(6),
            tool("write_file", path="dates.py", content=GOOD), "fixed", judge(9)]


def test_memory_on_saves_the_second_pass(tmp_path: Path) -> None:
    bench = load()
    model = ScriptedModel([
        *two_iterations(),  # off, pass 1
        *two_iterations(),  # off, pass 2: no memory, the same mistake again
        *two_iterations(), {"learnings": [{"type": "failed", "text": LESSON,
                                           "confidence": 0.8}]},  # on, pass 1 + learn call
        PLAN, tool("write_file", path="dates.py", content=GOOD), "done", judge(9),  # on, 2
    ])
    out = tmp_path / "rows.jsonl"
    cfg = bench.Config(iterations=3, quality=0.8, max_steps=6)
    rows = asyncio.run(bench.run_suite(model, [bench.BY_NAME["dates"]], ["off", "on"], cfg,
                                       home=tmp_path / "home", out=out))
    assert model.remaining == 0
    assert [(r["mode"], r["pass"], r["iterations"], r["status"]) for r in rows] == [
        ("off", 1, 2, "done"), ("off", 2, 2, "done"), ("on", 1, 2, "done"),
        ("on", 2, 1, "done")]
    off2, on1, on2 = rows[1], rows[2], rows[3]
    assert off2["recalled_lines"] == 0 and on1["learned"] >= 2 and on2["recalled_lines"] >= 1
    # the recalled lesson reached the prompts of pass 2 (plan and execute)
    last_plan = model.calls[-4].messages[-1].content
    assert LESSON in last_plan and "test_day_first" in last_plan
    summary = bench.summarize(rows)
    assert summary["on"]["second_pass_saving"] > 0.3
    assert abs(summary["off"]["second_pass_saving"]) < 0.05
    assert summary["pass2_on_vs_off"] > 0.3
    table = bench.markdown(rows, summary)
    assert "| dates | on |" in table and "second pass" in table
    assert [json.loads(x)["pass"] for x in out.read_text().splitlines()] == [1, 2, 1, 2]
