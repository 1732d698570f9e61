"""openkoi's own pytest runs a project's tests without the plugins installed beside openkoi
that the project does not name (their load was most of the quick start's test run), and with
those it does."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from openkoi.engine.evaluators import pytest_plugins, reach
from openkoi.engine.evaluators.base import EvalContext
from openkoi.engine.evaluators.tests import TestRunner
from openkoi.engine.workspace import Snapshot

FAKE = (("hypothesispytest", frozenset({"hypothesispytest", "hypothesis_pytestplugin",
                                        "hypothesis"})),
        ("anyio", frozenset({"anyio"})),
        ("respx", frozenset({"respx"})))


def test_a_plugin_is_kept_only_where_a_python_file_names_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pytest_plugins, "installed", lambda: FAKE)
    files = {"test_a.py": b"from hypothesis import given\n", "a.py": b"x = 1\n",
             "notes.md": b"we use respx and anyio\n"}  # not Python: no need shown
    assert pytest_plugins.unused(files) == ["-p", "no:anyio", "-p", "no:respx"]
    marked = {"test_b.py": b"import pytest\n@pytest.mark.anyio\nasync def test_x(): ...\n"}
    assert pytest_plugins.unused(marked) == ["-p", "no:hypothesispytest", "-p", "no:respx"]
    # a word inside another word is no use of it
    assert "no:anyio" in pytest_plugins.unused({"t.py": b"companyio = 1\n"})
    # a fixture the plugin provides, named with its prefix, is a use of it
    fixture = {"test_c.py": b"def test_x(respx_mock):\n    assert respx_mock\n"}
    assert "no:respx" not in pytest_plugins.unused(fixture)


@pytest.mark.parametrize("config", [
    {"pytest.ini": b"[pytest]\naddopts = -p anyio\n"},
    {"pyproject.toml": b"[project]\nname='x'\n[tool.pytest.ini_options]\nasyncio_mode='auto'\n"},
    {"setup.cfg": b"[tool:pytest]\nmarkers = slow\n"},
    {"tox.ini": b"[tox]\n[pytest]\naddopts = -q\n"},
])
def test_a_project_that_configures_pytest_keeps_every_plugin(
        monkeypatch: pytest.MonkeyPatch, config: dict[str, bytes]) -> None:
    monkeypatch.setattr(pytest_plugins, "installed", lambda: FAKE)
    assert pytest_plugins.unused({"test_a.py": b"def test(): pass\n", **config}) == []
    assert pytest_plugins.unused({"pyproject.toml": b"[project]\nname='x'\n"}) != []


def _ctx(ws: Path, files: dict[str, str]) -> EvalContext:
    before = Snapshot.take(ws)
    for name, text in files.items():
        (ws / name).write_text(text)
    return EvalContext("task", ws, before, Snapshot.take(ws), "answer", 1, timeout_s=60)


def _recorded(monkeypatch: pytest.MonkeyPatch, module: object) -> list[list[str]]:
    """The commands ``module`` runs from now on (still run), with FAKE plugins installed."""
    monkeypatch.setattr(pytest_plugins, "installed", lambda: FAKE)
    seen: list[list[str]] = []
    real = module.run_command  # type: ignore[attr-defined]

    async def recording(argv: list[str], *args: object, **kwargs: object) -> object:
        seen.append(argv)
        return await real(argv, *args, **kwargs)

    monkeypatch.setattr(module, "run_command", recording)
    return seen


def test_the_test_run_blocks_the_unnamed_plugins(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seen = _recorded(monkeypatch, reach)
    ctx = _ctx(tmp_path, {"m.py": "def f():\n    return 1\n",
                          "test_m.py": "from m import f\n\ndef test_f():\n    assert f() == 1\n"})
    part = asyncio.run(TestRunner().evaluate(ctx))
    assert part.grounded == "passed", part.evidence
    argv = " ".join(seen[0])
    assert "-p no:hypothesispytest" in argv and "-p no:anyio" in argv


def test_a_project_that_uses_an_installed_plugin_still_has_it(tmp_path: Path) -> None:
    pytest.importorskip("anyio")
    if not any(name == "anyio" for name, _ in pytest_plugins.installed()):
        pytest.skip("anyio's pytest plugin is not installed")
    # an async test runs only under anyio's plugin; blocked, it fails (pytest 8+)
    ctx = _ctx(tmp_path, {
        "m.py": "async def f():\n    return 1\n",
        "test_m.py": "import pytest\nfrom m import f\n\n@pytest.fixture\ndef anyio_backend():\n"
                     "    return 'asyncio'\n\n@pytest.mark.anyio\nasync def test_f():\n"
                     "    assert await f() == 1\n"})
    part = asyncio.run(TestRunner().evaluate(ctx))
    assert part.grounded == "passed" and "1 passed" in part.evidence, part.evidence


def test_the_mutant_runs_block_the_unnamed_plugins_too(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The runs that check the asked-for tests notice a function doing nothing (one per
    function, after a run on the code itself) leave the same plugins out."""
    from tests.engine.test_cheap_checks import ctx_for

    from openkoi.engine.evaluators import notice

    seen = _recorded(monkeypatch, notice)
    files = {"m.py": "def f():\n    return 1\n",
             "test_m.py": "from m import f\n\ndef test_f():\n    assert f() == 1\n"}
    ctx = ctx_for(tmp_path, "Write m.py with f() and pytest tests for it.", files)
    part = asyncio.run(notice.TestsNotice().evaluate(ctx))
    assert part.applicable and part.findings == [], part.evidence
    assert len(seen) == 2  # the code as written, then f() made to do nothing
    assert all("-p no:hypothesispytest" in " ".join(a) and "-p no:anyio" in " ".join(a)
               for a in seen)
