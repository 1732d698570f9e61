"""The Sovereign: SOUL.md's value model and the trajectory make the [SOVEREIGN] directive."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from openkoi import events, records
from openkoi.cli.main import main
from openkoi.config import Paths
from openkoi.events import EventBus
from openkoi.memory.store import Store
from openkoi.mind import soul, soul_trajectory

USER_SOUL = """---
values:
  security: {weight: 1.0, says: security-first}
  concision: 0.8
  testing: {weight: 0.2, says: test-driven}
---
# Me
"""


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("OPENKOI_HOME", str(tmp_path / "home"))
    (tmp_path / "home").mkdir()
    return tmp_path / "home"


def finished(store: Store, task: str, status: str, findings: list[tuple[str, str]]) -> str:
    sid = store.create_session("task", title=task)
    tid = store.create_task(sid, task, model="scripted/fake")
    bus = EventBus()
    bus.subscribe(store.recorder(tid))
    ev = records.Evaluation(score=0.5, findings=[
        {"severity": "minor", "dimension": d, "message": m} for d, m in findings])
    bus.emit(tid, events.EVALUATION, ev.to_dict() | {"iteration": 1})
    store.finish_task(tid, records.TaskOutcome(status=status))
    return tid


def fill(home: Path, n: int = 3) -> None:
    store = Store.open(Paths.from_env())
    try:
        for i in range(n):
            finished(store, f"task {i}", "failed", [("style", f"line too long in f{i}.py")])
    finally:
        store.close()


def test_bundled_default_directive_is_short(home: Path) -> None:
    current = soul.load(home)
    assert current.path is None and current.values
    text = soul.directive(current)
    assert text.startswith("Be direct, test-driven") and len(text.split()) <= soul.MAX_WORDS


def test_user_soul_replaces_the_default(home: Path) -> None:
    (home / "SOUL.md").write_text(USER_SOUL)
    text = soul.directive(soul.load(home))
    assert text == "Be security-first, concision and test-driven."


def test_soul_without_front_matter_uses_its_headings(home: Path) -> None:
    (home / "SOUL.md").write_text("# Soul\n\n## Plain words\nx\n\n## Small diffs\ny\n")
    current = soul.load(home)
    assert [v.name for v in current.values] == ["plain-words", "small-diffs"]
    assert "plain words" in soul.directive(current)


def test_trajectory_reaches_the_directive(home: Path) -> None:
    fill(home)
    store = Store.open(Paths.from_env())
    try:
        t = soul_trajectory.compute(store)
    finally:
        store.close()
    assert t.tasks == 3 and t.succeeded == 0 and t.dimensions == {"style": 3}
    text = soul.directive(soul.load(home), t)
    assert "check style first" in text and "small verified steps" in text
    assert len(text.split()) <= soul.MAX_WORDS


@pytest.mark.parametrize("front", ["values: [1\n", "values: 3\n", "values: {a: 7}\n"])
def test_corrupt_front_matter_is_one_line_error(home: Path, front: str,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    (home / "SOUL.md").write_text(f"---\n{front}---\n# x\n")
    assert main(["soul", "show"]) == 3
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and "SOUL.md" in err


def test_show_works_with_no_data_and_with_data(home: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["soul"]) == 0
    out = capsys.readouterr().out
    assert "bundled default" in out and "no recorded tasks yet" in out and "[SOVEREIGN]" in out
    fill(home)
    assert main(["soul", "show", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["trajectory"]["recurring"] == {"style": 3}
    assert "style" in data["directive"]
