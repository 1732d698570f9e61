"""bench/error_runs.py and bench/suspect_truth.py: the stated error runs are sound on the
suite's reference solutions, and a suspect test comes back from its description."""

from __future__ import annotations

import asyncio

from benchload import load_bench


def test_every_stated_error_run_passes_on_its_reference() -> None:
    bench = load_bench("error_runs")
    found = []
    for task in bench.load_tasks(bench.TASKS):
        right = bench.tree(task.files, task.path / "reference")
        found += asyncio.run(bench.passes(task, right))
    assert len(found) >= 10  # wordcount_cli, stats_stdin, leap-years, csv-column-cli...
    assert [shown for shown, ok, _ in found if not ok] == []
    # and the starting files of a task that starts with its script are not right by accident
    task = next(t for t in bench.load_tasks(bench.TASKS) if t.id == "wordcount_cli")
    crashes = {"wordcount.py": b"import sys\nprint(open(sys.argv[1]).read())\n"}
    assert [ok for _, ok, _ in asyncio.run(bench.passes(task, crashes))] == [False]


def test_a_suspect_test_is_rebuilt_from_its_description() -> None:
    bench = load_bench("suspect_truth")
    test = bench.as_test('scale({"a": 2}, 3) == {"a": 6}', "recipes")
    assert (test.module, test.call, test.expected) == ("recipes", 'scale({"a": 2}, 3)',
                                                        '{"a": 6}')
    raised = bench.as_test("scale({}, 0) raises ValueError", "recipes")
    assert (raised.call, raised.raises) == ("scale({}, 0)", "ValueError")
    assert bench.as_test("not a test at all", "m") is None
    files = {"recipes.py": b"def scale(r, n):\n    return r\n", "test_recipes.py": b""}
    assert bench.module_of("scale({}, 1)", files) == "recipes"


def test_a_version_lies_over_the_reference_less_what_it_lists_absent(tmp_path) -> None:
    bench = load_bench("error_runs")
    reference = {"m.py": b"right\n", "test_m.py": b"tests\n", "data.txt": b"d\n"}
    (tmp_path / "m.py").write_text("wrong\n")
    (tmp_path / ".absent").write_text("test_m.py\n")
    assert bench.version_files(reference, tmp_path) == {"m.py": b"wrong\n", "data.txt": b"d\n"}
