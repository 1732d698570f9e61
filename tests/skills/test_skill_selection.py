"""Evaluator choice by category; task-skill selection by similarity and measured effect."""

from __future__ import annotations

from pathlib import Path

import pytest
from skill_helpers import finished_task, make_paths, write_skill

from openkoi.memory.store import Store
from openkoi.skills import usage
from openkoi.skills.categories import categorize
from openkoi.skills.for_task import prepare
from openkoi.skills.loader import bundled_skills, load_skills, pick_evaluator
from openkoi.skills.select import rank, select
from openkoi.skills.similarity import hashed


@pytest.mark.parametrize(("task", "files", "evaluator"), [
    ("write calc.py with add(a, b) and tests", ["calc.py", "test_calc.py"], "code-review"),
    ("add tests for the parser", ["tests/test_parser.py"], "test-quality"),
    ("add a users query", ["queries/users.sql"], "sql-safety"),
    ("make the report query use bound parameters", ["report.py"], "sql-safety"),
    ("add a /health endpoint", ["app/routes/health.py"], "api-design"),
    ("add a REST endpoint that lists users", ["server.py"], "api-design"),
    ("update the install section", ["README.md"], "prose-quality"),
    ("write a blog post about our launch", [], "prose-quality"),
    ("make the pytest suite cover the empty-input case", [], "test-quality"),
    ("tidy the config", ["settings.toml"], "general"),
    ("clean up", ["keep.txt"], "general"),
    ("write a haiku about autumn into poem.txt", ["poem.txt"], "prose-quality"),
    ("render the users table as HTML", ["view.py"], "code-review"),
    ("sort these numbers for me", [], "general"),
])
def test_evaluator_by_category(task: str, files: list[str], evaluator: str) -> None:
    assert pick_evaluator(files, bundled_skills(), task).name == evaluator


def test_category_names() -> None:
    assert categorize("", ["a.py", "test_a.py"]) == "code"
    assert categorize("", ["db/001.sql", "a.py"]) == "sql"
    assert categorize("", ["docs/guide.md"]) == "prose"


def test_a_users_evaluator_wins_its_category(tmp_path: Path) -> None:
    paths = make_paths(tmp_path)
    write_skill(paths.home / "evaluators" / "user", "migration-check", "Migrations.",
                kind="evaluator", extra="metadata:\n  categories: [sql, migration]\n"
                "  dimensions:\n    - {name: reversibility, weight: 1}\n")
    skills = load_skills(paths, None)
    assert pick_evaluator(["db/002_add_col.sql"], skills, "add a migration").name \
        == "migration-check"
    assert pick_evaluator(["calc.py"], skills, "fix the adder").name == "code-review"


def _store(tmp_path: Path) -> Store:
    return Store.open(make_paths(tmp_path))


def test_similar_skill_selected_unrelated_not(tmp_path: Path) -> None:
    paths = make_paths(tmp_path)
    root = paths.home / "skills" / "user"
    write_skill(root, "flask-endpoints", "Add an endpoint to a flask web app with a test")
    write_skill(root, "haiku", "Write haiku poems about the seasons")
    with _store(tmp_path) as store:
        chosen = select("add a /status endpoint to the flask app", load_skills(paths, None),
                        hashed(), usage.effects(store.db))
    assert [r.skill.name for r in chosen] == ["flask-endpoints"]


def test_self_iterate_only_in_openkoi_tree(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    assert "self-iterate" not in {r.skill.name for r in rank("fix a bug", bundled_skills(),
                                                             hashed(), {}, ws)}
    (ws / "src" / "openkoi").mkdir(parents=True)
    (ws / "src" / "openkoi" / "__init__.py").write_text("")
    top = select("fix a bug", bundled_skills(), hashed(), {}, ws)
    assert top[0].skill.name == "self-iterate" and top[0].relevance == 1.0


def test_effectiveness_recorded_and_changes_the_ranking(tmp_path: Path) -> None:
    paths = make_paths(tmp_path)
    root = paths.home / "skills" / "user"
    write_skill(root, "clean-sales", "Clean a CSV file of sales data")
    write_skill(root, "sales-clean", "Clean a CSV file of sales data")
    task = "clean the sales CSV file"
    with _store(tmp_path) as store:
        skills = load_skills(paths, None)
        before = rank(task, skills, hashed(), usage.effects(store.db))
        assert before[0].relevance == pytest.approx(before[1].relevance)
        # Tasks that used clean-sales scored low, those that used sales-clean high.
        for score, name in [(0.3, "clean-sales"), (0.4, "clean-sales"),
                            (0.95, "sales-clean"), (0.9, "sales-clean")]:
            task_id = finished_task(store, task, score)
            usage.record(store.db, task_id, [(name, "user", 0.5)])
        running = store.create_task(store.create_session("task"), task)
        usage.record(store.db, running, [("clean-sales", "user", 0.5)])  # unfinished: not counted
        effects = usage.effects(store.db)
        assert effects["clean-sales"].uses == 2 and effects["sales-clean"].uses == 2
        assert effects["sales-clean"].effect > 0 > effects["clean-sales"].effect
        after = rank(task, skills, hashed(), effects)
        assert [r.skill.name for r in after[:2]] == ["sales-clean", "clean-sales"]

        # prepare() records which skills the new task was given.
        new = store.create_task(store.create_session("task"), task)
        picked = prepare(paths, tmp_path, task, store.db, new, similarity=hashed())
        assert picked.selected[0].skill.name == "sales-clean"
        assert usage.tasks_using(store.db, "sales-clean")[-1] == new
        assert "Skill sales-clean" in picked.directive("be careful")
        assert picked.directive("be careful").startswith("be careful")
