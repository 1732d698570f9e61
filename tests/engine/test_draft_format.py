"""The whole-file edit format: parsing the reply, splicing partial Python rewrites, and the
loop driving it with one call per iteration."""

from __future__ import annotations

import ast
import asyncio
from dataclasses import replace
from pathlib import Path

from openkoi import events
from openkoi.engine.budget import Budget
from openkoi.engine.draft import parse_files, reply_prose
from openkoi.engine.loop import Engine, TaskRequest
from openkoi.engine.splice import splice_python
from openkoi.events import EventBus
from openkoi.models.scripted import ScriptedModel

PROMPT = 'from typing import List\n\n\ndef first(xs: List[int]) -> int:\n    """First item."""\n'
TESTS = "from solution import first\n\n\ndef test_first():\n    assert first([3, 4]) == 3\n"


def test_blocks_are_named_by_the_line_before_or_the_fence() -> None:
    reply = ("Here you go.\n\nsolution.py\n```python\nx = 1\n```\n\n"
             "```python tests/test_x.py\ny = 2\n```\nDone.")
    assert parse_files(reply, []) == {"solution.py": ["x = 1\n"], "tests/test_x.py": ["y = 2\n"]}


def test_the_answer_is_the_prose_not_the_blocks_names() -> None:
    # a new user saw "hello.py", two blank lines and "test_hello.py" printed as the answer
    reply = ("hello.py\n```python\nx = 1\n```\n\n\n**test_hello.py**:\n```python\ny = 2\n```\n")
    assert reply_prose(reply, ["hello.py", "test_hello.py"]) == ""
    said = "Here is the fix.\n\nhello.py\n```python\nx = 1\n```\nThe test is unchanged."
    assert reply_prose(said, ["hello.py"]) == "Here is the fix.\n\nThe test is unchanged."


def test_an_unnamed_block_goes_to_the_single_target() -> None:
    assert parse_files("```python\nx = 1\n```", ["solution.py"]) == {"solution.py": ["x = 1\n"]}
    two = "```python\ndef a():\n    pass\n```\nand\n```python\ndef b():\n    pass\n```"
    assert len(parse_files(two, ["solution.py"])["solution.py"]) == 2
    assert parse_files("no code at all", ["solution.py"]) == {}


def test_a_partial_rewrite_keeps_the_rest_of_the_file_and_its_imports() -> None:
    old = "import os\n\n\ndef a():\n    return 1\n\n\ndef b():\n    return 2\n"
    new = "def b():\n    return os.sep\n\n\ndef c():\n    return 3\n"
    merged = splice_python(old, new)
    tree = ast.parse(merged)
    names = [n.name for n in tree.body if isinstance(n, ast.FunctionDef)]
    assert names == ["a", "b", "c"]
    assert "import os" in merged and "return os.sep" in merged and "return 1" in merged


def test_a_complete_rewrite_wins_but_keeps_dropped_imports() -> None:
    new = "def first(xs):\n    return xs[0]\n"
    merged = splice_python(PROMPT, new)
    assert merged.startswith("from typing import List\n") and "return xs[0]" in merged
    assert '"""First item."""' not in merged  # the rewrite replaced the whole function
    assert splice_python(PROMPT, "def broken(:\n") == "def broken(:\n"  # errors stay visible


def test_a_complete_rewrite_gets_back_the_docstring_and_constants_it_dropped() -> None:
    old = ('"""Shop prices."""\n\nfrom __future__ import annotations\n\nimport math\n\n'
           'RATE = 0.2\nLIMIT: int = 10\nTABLE = {"a": RATE}\nUNUSED = 3\n\n\n'
           'def price(x):\n    return math.ceil(x * (1 + RATE))\n')
    new = ("from __future__ import annotations\n\n\n"
           "def price(x):\n    return round(x * (1 + RATE) * LIMIT + len(TABLE))\n")
    merged = splice_python(old, new)
    namespace: dict[str, object] = {}
    exec(compile(merged, "shop.py", "exec"), namespace)  # noqa: S102 - it parses and runs
    assert namespace["price"](10) == 121  # type: ignore[operator]
    assert merged.startswith('"""Shop prices."""\n') and "UNUSED" not in merged
    assert "def price(x):\n    return round(" in merged  # the rewrite's code, not the old
    # the rewrite's own docstring and constants win; an unchanged file is left alone
    own = '"""New."""\nimport math\n\nRATE = 0.5\n\n\ndef price(x):\n    return x * RATE\n'
    future = "from __future__ import annotations\n"
    assert splice_python(old, own) == own.replace("import math\n", future + "import math\n")
    assert splice_python(old, old) == old


def _engine(model: ScriptedModel, ws: Path, seen: list[events.Event]) -> Engine:
    bus = EventBus()
    bus.subscribe(seen.append)
    return Engine(model=model, bus=bus, tool_output_dir=ws.parent / "out",
                  budget=Budget(1_000_000, 100.0, 600.0))


def test_whole_format_repairs_from_test_feedback_with_one_call_per_iteration(
        tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "solution.py").write_text(PROMPT)
    (ws / "test_solution.py").write_text(TESTS)
    model = ScriptedModel([
        "```python\ndef first(xs: List[int]) -> int:\n    return xs[-1]\n```",
        "solution.py\n```python\ndef first(xs: List[int]) -> int:\n    return xs[0]\n```",
    ])
    model.capabilities = replace(model.capabilities, edit_format="whole", local=True)
    seen: list[events.Event] = []
    req = TaskRequest("Implement first in solution.py; make test_solution.py pass", ws,
                      iterations=3)
    outcome = asyncio.run(_engine(model, ws, seen).run(req, "t1"))
    assert outcome.status == "done" and outcome.iterations == 2
    assert "return xs[0]" in (ws / "solution.py").read_text()
    assert "from typing import List" in (ws / "solution.py").read_text()
    assert len(model.calls) == 2  # no model plan, no judge: the tests decided
    plan = next(e for e in seen if e.kind == events.PLAN)
    assert plan.data["source"] == "task" and "solution.py" in plan.data["files"]
    retry = model.calls[1].messages
    assert "test_first" in retry[-1].content  # the failing test, in words, reaches the model
    assert "return xs[-1]" in retry[-1].content  # and the current file


def test_a_worse_sample_does_not_end_the_loop_and_the_next_starts_from_the_best(
        tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "solution.py").write_text(PROMPT)
    (ws / "test_solution.py").write_text(
        TESTS + "\n\ndef test_single():\n    assert first([7]) == 7\n")
    half = "def first(xs):\n    return 7\n"  # passes one test of two
    worse = "def first(xs):\n    return None\n"  # passes none
    good = "def first(xs):\n    return xs[0]\n"
    model = ScriptedModel([f"```python\n{half}```", f"```python\n{worse}```",
                           f"```python\n{good}```"])
    model.capabilities = replace(model.capabilities, edit_format="whole", local=True)
    seen: list[events.Event] = []
    req = TaskRequest("Implement first in solution.py; make test_solution.py pass", ws,
                      iterations=3)
    outcome = asyncio.run(_engine(model, ws, seen).run(req, "t1"))
    assert outcome.status == "done" and outcome.iterations == 3
    third = model.calls[2].messages[-1].content
    assert "return 7" in third and "return None" not in third  # resampled from the best
    assert "return xs[0]" in (ws / "solution.py").read_text()


def test_a_cancelled_task_keeps_the_best_iterations_files(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "solution.py").write_text(PROMPT)
    (ws / "test_solution.py").write_text(
        TESTS + "\n\ndef test_single():\n    assert first([7]) == 7\n")
    model = ScriptedModel(["```python\ndef first(xs):\n    return 7\n```",
                           "```python\ndef first(xs):\n    return None\n```"])
    model.capabilities = replace(model.capabilities, edit_format="whole", local=True)
    seen: list[events.Event] = []
    engine = _engine(model, ws, seen)

    async def go() -> None:
        task = asyncio.current_task()
        assert task is not None

        def cancel_after_the_second_write(event: events.Event) -> None:
            if event.kind == events.TOOL_RESULT and event.data.get("iteration") == 2:
                task.cancel()  # lands at the next await: the evaluation of iteration 2

        engine.bus.subscribe(cancel_after_the_second_write)
        await engine.run(TaskRequest("Implement first in solution.py", ws, iterations=3), "t1")

    try:
        asyncio.run(go())
    except asyncio.CancelledError:
        pass
    else:
        raise AssertionError("the run was not cancelled")
    assert "return 7" in (ws / "solution.py").read_text()  # iteration 1, not the cancelled 2
    assert any(e.kind == events.RESTORED for e in seen)


def test_a_reply_cut_off_in_its_last_block_keeps_what_parses() -> None:
    reply = ("app.py\n```python\ndef f():\n    return 1\n```\n\ntest_app.py\n```python\n"
             "from app import f\n\n\ndef test_f():\n    assert f() == 1\n\n\ndef test_g():\n"
             "    assert f() ==")
    files = parse_files(reply, ["app.py", "test_app.py"])
    assert files["app.py"] == ["def f():\n    return 1\n"]
    kept = files["test_app.py"][0]
    ast.parse(kept)
    assert "def test_f" in kept and "test_g" not in kept


def test_a_new_file_the_task_names_but_nobody_wrote_caps_the_score(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    model = ScriptedModel([
        "app.py\n```python\ndef f():\n    return 1\n```",
        "Tests should check f.",  # the test-writing call gives no assert: nothing written
        {"scores": {"correctness": 10, "safety": 10, "style": 10}, "findings": []},
    ])
    model.capabilities = replace(model.capabilities, edit_format="whole")
    seen: list[events.Event] = []
    req = TaskRequest("Write f() in app.py and a pytest test in test_app.py", ws, iterations=1,
                      edit_format="whole")
    outcome = asyncio.run(_engine(model, ws, seen).run(req, "t1"))
    evaluation = next(e for e in seen if e.kind == events.EVALUATION).data
    assert outcome.status != "done" and outcome.score <= 0.5
    assert any("test_app.py was not written" in f["message"] for f in evaluation["findings"])


def test_a_block_that_would_empty_a_file_is_not_written() -> None:
    from openkoi.engine.draft import drops_everything

    assert drops_everything(PROMPT, "", "solution.py")
    assert drops_everything(PROMPT, "x = eval('1 + 2')\n", "solution.py")
    assert not drops_everything(PROMPT, "def first(xs):\n    return xs[0]\n", "solution.py")
    assert not drops_everything("# notes\n", "new notes\n", "notes.md")


def test_a_path_over_an_empty_fence_is_no_new_module() -> None:
    from openkoi.engine.draft import reply_contents

    files = parse_files("fizzbuzz.py\n```python\n```\npkg/__init__.py\n```python\n```\n",
                        ["fizzbuzz.py", "pkg/__init__.py"])
    contents, skipped = reply_contents(files, {})
    assert "fizzbuzz.py" not in contents and skipped == ["fizzbuzz.py"]
    assert contents.get("pkg/__init__.py", "").strip() == ""  # an empty package marker is fine


def test_an_imports_only_reply_adds_them_to_the_file() -> None:
    old = "def test_f():\n    assert f() == 1\n"
    merged = splice_python(old, "from app import f\n")
    assert merged == "from app import f\n" + old


def test_a_reply_without_files_is_asked_again_once(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "solution.py").write_text(PROMPT)
    (ws / "test_solution.py").write_text(TESTS)
    model = ScriptedModel(["I'm sorry, but I can't assist with that request.",
                           "```python\ndef first(xs):\n    return xs[0]\n```"])
    model.capabilities = replace(model.capabilities, edit_format="whole", local=True)
    seen: list[events.Event] = []
    req = TaskRequest("Implement first in solution.py", ws, iterations=1)
    outcome = asyncio.run(_engine(model, ws, seen).run(req, "t1"))
    assert outcome.status == "done" and len(model.calls) == 2
    assert "Write solution.py now" in model.calls[1].messages[-1].content


def test_a_block_holding_only_a_path_names_the_next_block_and_is_no_file() -> None:
    reply = "```\nfizzbuzz.py\n```\n```python\ndef f():\n    return 1\n```"
    assert parse_files(reply, ["fizzbuzz.py"]) == {"fizzbuzz.py": ["def f():\n    return 1\n"]}
    assert parse_files("```python\nfizzbuzz.py\n```", ["fizzbuzz.py"]) == {}


def test_a_python_blocks_last_line_naming_a_file_labels_the_next_block() -> None:
    # heldout60's holiday_cottage_edit: the greedy draft of cottage.py ended with
    # "# Test file" over "test_cottage.py", a NameError at import that failed every call
    code = "def gaps():\n    return []\n"
    reply = f"```python\n{code}\n# Test file\ntest_cottage.py\n```\n```python\nx = 1\n```"
    assert parse_files(reply, ["cottage.py"]) == {"cottage.py": [code],
                                                  "test_cottage.py": ["x = 1\n"]}
    # code that ends in an attribute, a last line indented, and a file that is not Python
    # keep their lines
    kept = "def f(d):\n    return d.py\n"
    assert parse_files(f"```python\n{kept}```", ["a.py"]) == {"a.py": [kept]}
    run = "import app\n\napp.run\n"
    assert parse_files(f"```python\n{run}```", ["a.py"]) == {"a.py": [run]}
    listing = "build/\nnotes.txt\n"
    assert parse_files(f"```\n{listing}```", [".gitignore"]) == {".gitignore": [listing]}
