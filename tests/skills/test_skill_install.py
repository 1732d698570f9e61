"""Managed skills: `openkoi learn install SOURCE` (and the seed's `openkoi learn --install`)
copies a skill folder into <data>/skills/managed/, where the loader finds it; from a folder of
several skills the one named, or picked on a terminal (driven through a real pty); `learn
uninstall` removes one. Bad input is a one-line error, nothing half-installed."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from cli_support import openkoi, run_on_terminal

from openkoi.config import Paths
from openkoi.skills.loader import load_skills

SQL = "---\nname: sql-review\ndescription: Review SQL migrations\n---\nCheck each ALTER.\n"
DOCS = "---\nname: api-docs\ndescription: Write API docs\n---\nDocument every endpoint.\n"


@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    home = tmp_path / "home"
    home.mkdir()
    out = {k: v for k, v in os.environ.items() if not k.startswith("OPENKOI_")}
    out.update(OPENKOI_HOME=str(home), OPENKOI_NO_PROBE="1", HOME=str(tmp_path))
    return out


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """A cloned skills repository: skills/<name>/SKILL.md, one with a scripts/ folder."""
    root = tmp_path / "repo"
    for name, text in (("sql-review", SQL), ("api-docs", DOCS)):
        (root / "skills" / name).mkdir(parents=True)
        (root / "skills" / name / "SKILL.md").write_text(text)
    (root / "skills" / "sql-review" / "scripts").mkdir()
    (root / "skills" / "sql-review" / "scripts" / "check.sh").write_text("echo ok\n")
    return root


def managed(env: dict[str, str]) -> Path:
    return Path(env["OPENKOI_HOME"]) / "data" / "skills" / "managed"


def test_install_a_named_skill_from_a_repository_and_the_loader_uses_it(
        tmp_path: Path, env: dict[str, str], repo: Path) -> None:
    done = openkoi(["learn", "install", str(repo), "--name", "sql-review"], env, tmp_path)
    assert done.returncode == 0, done.stderr
    assert "installed sql-review" in done.stdout
    assert (managed(env) / "sql-review" / "scripts" / "check.sh").read_text() == "echo ok\n"
    skills = {s.name: s for s in load_skills(Paths.from_env(env))}
    assert skills["sql-review"].source == "managed"
    listed = json.loads(openkoi(["learn", "skills", "--json"], env, tmp_path).stdout)
    assert {"name": "sql-review", "source": "managed"}.items() <= next(
        s for s in listed["skills"] if s["name"] == "sql-review").items()
    # the seed's spelling, one skill folder: no name needed; again without --force: refused
    seed = openkoi(["learn", "--install", str(repo / "skills" / "api-docs")], env, tmp_path)
    assert seed.returncode == 0 and "installed api-docs" in seed.stdout, seed.stderr
    again = openkoi(["learn", "install", str(repo / "skills" / "api-docs")], env, tmp_path)
    assert again.returncode == 2 and "already installed" in again.stderr
    assert "--force" in again.stderr
    (repo / "skills" / "api-docs" / "SKILL.md").write_text(DOCS.replace("every", "each"))
    forced = openkoi(["learn", "install", str(repo / "skills" / "api-docs"), "--force"], env,
                     tmp_path)
    assert forced.returncode == 0, forced.stderr
    assert "each endpoint" in (managed(env) / "api-docs" / "SKILL.md").read_text()
    assert sorted(p.name for p in managed(env).iterdir()) == ["api-docs", "sql-review"]


def test_a_repository_with_several_skills_picks_on_a_terminal(
        tmp_path: Path, env: dict[str, str], repo: Path) -> None:
    code, shown = run_on_terminal(["learn", "--install", str(repo)], env, tmp_path,
                                  [("number (", "api-docs")], resolve=lambda menu, name: next(
                                      line.split(".")[0].strip() for line in menu.splitlines()
                                      if f". {name}:" in line))
    assert code == 0, shown
    assert "Install which skill from" in shown and "sql-review: Review SQL" in shown
    assert (managed(env) / "api-docs" / "SKILL.md").read_text() == DOCS
    code, shown = run_on_terminal(["learn", "uninstall"], env, tmp_path,
                                  [("number (", "1")])
    assert code == 0 and "removed api-docs" in shown, shown
    assert not (managed(env) / "api-docs").exists()


@pytest.mark.parametrize("args, message", [
    (["learn", "install", "REPO"], "--name NAME is required (no terminal to ask on)"),
    (["learn", "install", "REPO", "--name", "nope"], "has no skill 'nope'"),
    (["learn", "install", "MISSING"], "is not a folder"),
    (["learn", "install", "EMPTY"], "no installable skill in"),
    (["learn", "uninstall"], "NAME is required (no terminal to ask on)"),
    (["learn", "uninstall", "nope"], "no installed skill 'nope'"),
])
def test_bad_input_is_one_line_and_installs_nothing(tmp_path: Path, env: dict[str, str],
                                                   repo: Path, args: list[str],
                                                   message: str) -> None:
    (tmp_path / "empty").mkdir()
    (tmp_path / "empty" / "broken").mkdir()
    (tmp_path / "empty" / "broken" / "SKILL.md").write_text("no frontmatter\n")
    names = {"REPO": str(repo), "MISSING": str(tmp_path / "missing"),
             "EMPTY": str(tmp_path / "empty")}
    done = openkoi([names.get(a, a) for a in args], env, tmp_path)
    assert done.returncode == 2, done.stderr
    assert message in done.stderr and "Traceback" not in done.stderr
    assert not managed(env).exists() or not any(managed(env).iterdir())


def test_a_symlink_in_the_skill_is_refused(tmp_path: Path, env: dict[str, str],
                                          repo: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("do not copy\n")
    (repo / "skills" / "api-docs" / "references").mkdir()
    (repo / "skills" / "api-docs" / "references" / "x.md").symlink_to(secret)
    done = openkoi(["learn", "install", str(repo / "skills" / "api-docs")], env, tmp_path)
    assert done.returncode == 2 and "is a symbolic link" in done.stderr, done.stderr
    assert not (managed(env) / "api-docs").exists()
    assert not managed(env).exists() or not any(managed(env).iterdir())
