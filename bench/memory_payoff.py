"""Does memory pay? Each small coding task runs twice (two fresh workspaces, same files),
with memory off and with memory on, on the same model; tokens and iterations per pass.

    .venv/bin/python bench/memory_payoff.py [--model local/strong] [--tasks all|dates,slug,...]
        [--modes off,on] [-i 3] [--out results.jsonl] [--embedder auto|minilm|hashed]

Every task states its goal in one sentence; the workspace holds a pytest file with the
details the sentence leaves out (day-first dates, accents in slugs, 0 is not a Roman numeral,
tie-breaks, negative money, chunk size 0). A first pass that misses one fails a test, and the
loop refines. With memory on, what pass 1 learned (the failing test that was fixed, what the
model drew from it) is recalled into pass 2's prompts; with memory off, pass 2 starts from
zero. Each mode has its own fresh data dir (temp), so the modes never share learnings.

Reported per task and mode: tokens (in + out, the learn call of pass 1 included), iterations
and final status of both passes; then per mode the second-pass saving
``1 - tokens(pass 2) / tokens(pass 1)``, and pass 2 with memory against pass 2 without.
The goal: pass 2 at least 30% cheaper with memory on. One progress line per pass goes to
stderr, the markdown table to stdout; ``--out`` appends one JSON row per pass.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from openkoi import events
from openkoi.config import Paths, Settings
from openkoi.engine.budget import Budget
from openkoi.engine.loop import Engine, TaskRequest
from openkoi.events import EventBus
from openkoi.memory.store import Store
from openkoi.memory.task_memory import open_task_memory
from openkoi.models.base import Model


@dataclass(frozen=True)
class Task:
    name: str
    text: str
    test_file: str
    tests: str


TASKS = [
    Task("dates", "Write parse_day(s) in dates.py that turns a date string like '03/04/2024' "
         "into a (day, month, year) tuple of ints.", "test_dates.py",
         "import pytest\nfrom dates import parse_day\n\n\n"
         "def test_day_first():\n    assert parse_day('03/04/2024') == (3, 4, 2024)\n\n\n"
         "def test_bad_month():\n    with pytest.raises(ValueError):\n"
         "        parse_day('15/13/2024')\n"),
    Task("slug", "Write slugify(title) in slug.py that makes a URL slug from a title.",
         "test_slug.py",
         "from slug import slugify\n\n\n"
         "def test_basic():\n    assert slugify('Hello, World!') == 'hello-world'\n\n\n"
         "def test_spaces_and_dashes():\n    assert slugify('  Many   spaces -- here ') == "
         "'many-spaces-here'\n\n\n"
         "def test_accents():\n    assert slugify('Crème brûlée') == 'creme-brulee'\n"),
    Task("roman", "Write to_roman(n) in roman.py that returns the Roman numeral of n.",
         "test_roman.py",
         "import pytest\nfrom roman import to_roman\n\n\n"
         "def test_values():\n    assert to_roman(4) == 'IV'\n"
         "    assert to_roman(1994) == 'MCMXCIV'\n\n\n"
         "def test_out_of_range():\n    for n in (0, 4000):\n"
         "        with pytest.raises(ValueError):\n            to_roman(n)\n"),
    Task("words", "Write top_words(text, n) in words.py that returns the n most common words "
         "of text.", "test_words.py",
         "from words import top_words\n\n\n"
         "def test_counts_case_and_punctuation():\n"
         "    assert top_words('The cat. the CAT, a dog!', 2) == [('cat', 2), ('the', 2)]\n\n\n"
         "def test_ties_alphabetical():\n"
         "    assert top_words('b a c', 2) == [('a', 1), ('b', 1)]\n"),
    Task("money", "Write format_money(cents) in money.py that formats an amount given in "
         "cents as dollars.", "test_money.py",
         "from money import format_money\n\n\n"
         "def test_thousands():\n    assert format_money(123456) == '$1,234.56'\n\n\n"
         "def test_small_and_negative():\n    assert format_money(0) == '$0.00'\n"
         "    assert format_money(-5) == '-$0.05'\n"),
    Task("chunks", "Write chunk(items, size) in chunks.py that splits a list into chunks.",
         "test_chunks.py",
         "import pytest\nfrom chunks import chunk\n\n\n"
         "def test_chunks():\n    assert chunk([1, 2, 3, 4, 5], 2) == [[1, 2], [3, 4], [5]]\n"
         "    assert chunk([], 3) == []\n\n\n"
         "def test_bad_size():\n    with pytest.raises(ValueError):\n        chunk([1], 0)\n"),
]
BY_NAME = {t.name: t for t in TASKS}
MODES = ("off", "on")


@dataclass
class Config:
    iterations: int = 3
    quality: float = 0.8
    max_steps: int = 12
    max_tokens: int = 400_000
    max_time_s: float = 1800.0
    embedder: str = "auto"


async def run_pass(model: Model, task: Task, mode: str, number: int, paths: Paths,
                   cfg: Config, judge: Model | None = None) -> dict[str, Any]:
    settings = Settings()
    settings.memory.embedder = cfg.embedder
    settings.memory.enabled = mode == "on"
    with tempfile.TemporaryDirectory(prefix="payoff-ws-") as tmp:
        ws = Path(tmp) / "ws"
        ws.mkdir()
        (ws / task.test_file).write_text(task.tests)
        bus = EventBus()
        seen: dict[str, Any] = {"recalled": "", "learned": 0}

        def watch(event: events.Event) -> None:
            if event.kind == events.RECALLED:
                seen["recalled"] = event.data.get("text", "")
            elif event.kind == events.LEARNED:
                seen["learned"] = len(event.data.get("learnings", []))

        bus.subscribe(watch)
        task_id = f"{task.name}-{mode}-{number}"
        store = Store.open(paths)
        try:
            memory = open_task_memory(store.db, paths, settings, bus=bus, task_id=task_id)
            engine = Engine(model=model, bus=bus, judge_model=judge, memory=memory,
                            tool_output_dir=Path(tmp) / "tool-output",
                            budget=Budget(cfg.max_tokens, 1e9, cfg.max_time_s))
            request = TaskRequest(task=task.text, workspace=ws, iterations=cfg.iterations,
                                  quality=cfg.quality, max_steps=cfg.max_steps)
            started = time.perf_counter()
            outcome = await engine.run(request, task_id)
            wall = time.perf_counter() - started
        finally:
            store.close()
    usage = outcome.usage
    tokens = int(usage.get("input_tokens", 0)) + int(usage.get("output_tokens", 0))
    return {"task": task.name, "mode": mode, "pass": number, "tokens": tokens,
            "calls": int(usage.get("calls", 0)), "iterations": outcome.iterations,
            "status": outcome.status, "score": round(outcome.score, 3),
            "stop_reason": outcome.stop_reason, "wall_s": round(wall, 1),
            "recalled_lines": len([ln for ln in seen["recalled"].splitlines() if ln.strip()]),
            "learned": seen["learned"]}


async def run_suite(model: Model, tasks: list[Task], modes: list[str], cfg: Config, *,
                    home: Path, judge: Model | None = None,
                    log: Callable[[str], None] = lambda _s: None,
                    out: Path | None = None) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for mode in modes:
        data = home / f"memory-{mode}"
        paths = Paths(data, data / "config.toml", data / "data")
        for task in tasks:
            for number in (1, 2):
                row = await run_pass(model, task, mode, number, paths, cfg, judge)
                rows.append(row)
                log(f"{task.name} memory {mode} pass {number}: {row['status']} "
                    f"score {row['score']:.2f}, {row['iterations']} it, {row['tokens']} tokens"
                    f", {row['recalled_lines']} recalled, {row['learned']} learned, "
                    f"{row['wall_s']} s")
                if out is not None:
                    with out.open("a") as fh:
                        fh.write(json.dumps(row) + "\n")
    return rows


def summarize(rows: list[dict[str, Any]]) -> dict[str, Any]:
    def total(mode: str, number: int) -> int:
        return sum(r["tokens"] for r in rows if r["mode"] == mode and r["pass"] == number)

    out: dict[str, Any] = {}
    for mode in MODES:
        p1, p2 = total(mode, 1), total(mode, 2)
        if p1:
            out[mode] = {"pass1_tokens": p1, "pass2_tokens": p2,
                         "second_pass_saving": round(1 - p2 / p1, 3)}
    if "on" in out and "off" in out and out["off"]["pass2_tokens"]:
        out["pass2_on_vs_off"] = round(1 - out["on"]["pass2_tokens"]
                                       / out["off"]["pass2_tokens"], 3)
    return out


def markdown(rows: list[dict[str, Any]], summary: dict[str, Any]) -> str:
    lines = ["| task | memory | pass 1 tokens | pass 1 it | pass 1 | pass 2 tokens | pass 2 it "
             "| pass 2 | recalled | saving |", "|---|---|---:|---:|---|---:|---:|---|---:|---:|"]
    for r1 in (r for r in rows if r["pass"] == 1):
        r2 = next((r for r in rows if r["pass"] == 2 and r["task"] == r1["task"]
                   and r["mode"] == r1["mode"]), None)
        if r2 is None:
            continue
        saving = f"{1 - r2['tokens'] / r1['tokens']:.0%}" if r1["tokens"] else "-"
        lines.append(f"| {r1['task']} | {r1['mode']} | {r1['tokens']:,} | {r1['iterations']} "
                     f"| {r1['status']} | {r2['tokens']:,} | {r2['iterations']} | {r2['status']} "
                     f"| {r2['recalled_lines']} | {saving} |")
    lines.append("")
    for mode in MODES:
        if mode in summary:
            s = summary[mode]
            lines.append(f"memory {mode}: pass 1 {s['pass1_tokens']:,} tokens, pass 2 "
                         f"{s['pass2_tokens']:,} tokens: second pass "
                         f"{s['second_pass_saving']:.0%} cheaper")
    if "pass2_on_vs_off" in summary:
        lines.append(f"pass 2 with memory vs without: {summary['pass2_on_vs_off']:.0%} fewer "
                     "tokens")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--model", default="local/strong")
    p.add_argument("--tasks", default="all", help=f"all or some of: {', '.join(BY_NAME)}")
    p.add_argument("--modes", default="off,on", help="off,on (default), off or on")
    p.add_argument("-i", "--iterations", type=int, default=3)
    p.add_argument("--quality", type=float, default=0.8)
    p.add_argument("--embedder", choices=("auto", "minilm", "hashed"), default="auto")
    p.add_argument("--out", type=Path, help="append one JSON row per pass")
    p.add_argument("--home", type=Path, help="keep the per-mode data dirs here (default: temp)")
    args = p.parse_args(argv)
    names = list(BY_NAME) if args.tasks == "all" else [t.strip() for t in args.tasks.split(",")]
    unknown = [n for n in names if n not in BY_NAME]
    modes = [m.strip() for m in args.modes.split(",")]
    if unknown or any(m not in MODES for m in modes):
        p.error(f"unknown task or mode: {', '.join(unknown) or args.modes}")

    from openkoi.config import load_settings
    from openkoi.models.registry import resolve_model

    paths = Paths.from_env()
    settings = load_settings(paths, overrides={"model": args.model})
    model = resolve_model(args.model, settings, paths,
                          progress=lambda s: print(s, file=sys.stderr))
    cfg = Config(iterations=args.iterations, quality=args.quality,
                 max_steps=settings.max_steps, max_tokens=settings.budget.max_tokens,
                 embedder=args.embedder)

    async def go(home: Path) -> list[dict[str, Any]]:
        try:
            return await run_suite(model, [BY_NAME[n] for n in names], modes, cfg, home=home,
                                   log=lambda s: print(s, file=sys.stderr, flush=True),
                                   out=args.out)
        finally:
            await model.aclose()

    if args.home is not None:
        args.home.mkdir(parents=True, exist_ok=True)
        rows = asyncio.run(go(args.home))
    else:
        with tempfile.TemporaryDirectory(prefix="payoff-home-") as tmp:
            rows = asyncio.run(go(Path(tmp)))
    summary = summarize(rows)
    print(markdown(rows, summary))
    print(json.dumps(summary), file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
