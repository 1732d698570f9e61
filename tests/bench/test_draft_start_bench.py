"""bench/draft_start.py without the embedded model: the first candidates call is the engine's
own for a suite task, the started configuration continues the reply the engine starts, and a
sample is judged by the task's hidden check (the reference passes, the starting file fails)."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from types import ModuleType

from benchload import load_bench

from openkoi.models.base import Capabilities
from openkoi.models.scripted import ScriptedModel


def load() -> ModuleType:
    return load_bench("draft_start")


def _local_like() -> ScriptedModel:
    model = ScriptedModel([])
    model.capabilities = replace(Capabilities(), edit_format="whole", local=True,
                                 parallel_samples=3, continues_reply=True)
    return model


def test_the_call_is_the_engines_first_candidates_call_and_samples_are_judged() -> None:
    bench = load()
    [task] = bench.suite.select_tasks(bench.suite.load_tasks(), "stack_peek")
    model = _local_like()
    targets, apart, _, messages = bench.prepared(task, model)
    assert targets == ["stack.py"] and apart == ()
    assert "executor" in messages[0].content and "stack.py" in messages[-1].content
    reference = (task.reference / "stack.py").read_text()
    model.add(reference, reference, "class Stack:\n    pass")
    replies, tokens, _ = asyncio.run(bench.sample(model, messages, targets, "started"))
    assert all(r.startswith("stack.py\n```python\n") for r in replies) and tokens > 0
    assert model.calls[0].messages[-1].content == "stack.py\n```python\n"
    assert bench.hidden_check(task, {"stack.py": reference})
    assert not bench.hidden_check(task, {})  # the starting files do not pass


def test_the_report_counts_samples_and_tasks(capsys: object) -> None:
    bench = load()
    rows = [{"task": "a", "config": "started", "round": 1, "one_file": True, "samples": 3,
             "with_code": 3, "passing": 2, "output_tokens": 100, "wall_s": 10.0},
            {"task": "b", "config": "started", "round": 1, "one_file": False, "samples": 3,
             "with_code": 1, "passing": 0, "output_tokens": 50, "wall_s": 5.0}]
    bench.report(rows)
    out = capsys.readouterr().out  # type: ignore[attr-defined]
    assert "| started | 2 | 1 | 4/6 | 2/6 | 1/2 | 150 | 15 |" in out
