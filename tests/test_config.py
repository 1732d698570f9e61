"""Paths and settings precedence: flags > env > project config > user config > defaults."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from openkoi import trusted_folders
from openkoi.config import Paths, load_settings
from openkoi.errors import ConfigError
from openkoi.fsio import atomic_write


def test_default_paths(tmp_path: Path) -> None:
    p = Paths.from_env({"HOME": str(tmp_path)})
    assert p.home == tmp_path / ".openkoi"
    assert p.config_file == tmp_path / ".openkoi" / "config.toml"
    assert p.data == tmp_path / ".local" / "share" / "openkoi"
    assert p.db == p.data / "openkoi.db" and p.credentials == p.home / "credentials"


def test_openkoi_home_relocates_everything_and_overrides_win(tmp_path: Path) -> None:
    p = Paths.from_env({"HOME": "/nowhere", "OPENKOI_HOME": str(tmp_path)})
    assert p.home == tmp_path and p.data == tmp_path / "data"
    p = Paths.from_env({"HOME": "/nowhere", "OPENKOI_HOME": str(tmp_path),
                        "OPENKOI_CONFIG": "/etc/ok.toml", "OPENKOI_DATA": "/var/ok"})
    assert p.config_file == Path("/etc/ok.toml") and p.data == Path("/var/ok")


def test_precedence(tmp_path: Path) -> None:
    paths = Paths.from_env({"OPENKOI_HOME": str(tmp_path / "home")})
    ws = tmp_path / "ws"
    (ws / ".openkoi").mkdir(parents=True)
    atomic_write(paths.config_file, 'iterations = 5\nquality = 0.7\nmodel = "openai/gpt-4o"\n'
                 '[budget]\nmax_tokens = 9\n')
    # the user config alone, then the layers above it one by one
    assert load_settings(paths, env={}).iterations == 5
    (ws / ".openkoi" / "config.toml").write_text('iterations = 4\nlog_level = "debug"\n')
    trusted_folders.add(paths, ws)  # an untrusted project may only tighten (project_config)
    s = load_settings(paths, workspace=ws, env={})
    assert (s.iterations, s.quality, s.log_level, s.budget.max_tokens) == (4, 0.7, "debug", 9)
    s = load_settings(paths, workspace=ws, env={"OPENKOI_MODEL": "anthropic/claude-opus-4-5",
                                                "OPENKOI_LOG_LEVEL": "ERROR"})
    assert s.model == "anthropic/claude-opus-4-5" and s.log_level == "error"
    s = load_settings(paths, workspace=ws, env={"OPENKOI_MODEL": "anthropic/x"},
                      overrides={"model": "local/fast", "iterations": 0, "quality": None,
                                 "max_tokens": 100})
    assert (s.model, s.iterations, s.quality, s.budget.max_tokens) == ("local/fast", 0, 0.7, 100)


def test_no_config_file_needed(tmp_path: Path) -> None:
    s = load_settings(Paths.from_env({"OPENKOI_HOME": str(tmp_path)}), env={})
    assert (s.model, s.iterations, s.quality) == (None, 3, 0.8)
    assert s.parallel_calls == 4


def test_parallel_calls_from_config_and_overrides(tmp_path: Path) -> None:
    from openkoi.config import Overrides

    paths = Paths.from_env({"OPENKOI_HOME": str(tmp_path)})
    paths.config_file.write_text("parallel_calls = 2\n")
    s = load_settings(paths, env={})
    assert s.parallel_calls == 2
    assert Overrides(parallel_calls=1).apply(s).parallel_calls == 1


@pytest.mark.parametrize("text, needle", [
    ("iterations = [", "not valid TOML"),
    ("iterations = 'three'", "iterations has the wrong type"),
    ("colour = 'red'", "unknown setting 'colour'"),
    ("[budget]\nmax_tokens = -1", "budget.max_tokens must be a positive number"),
    ("quality = 3", "quality must be between 0 and 1"),
    ("model = ' '", "the model is empty"),  # a bare name is the registry's to resolve
    ("[roles]\nplaner = 'openai/gpt-4.1'", "unknown role 'planer'"),
    ("[roles]\nsmall = 3", "roles.small must be a model name"),
    ("log_level = 'loud'", "unknown log level"),
    ("candidates = 12", "candidates must be between 0 and 8"),
    ("parallel_calls = 0", "parallel_calls must be between 1 and 32"),
])
def test_bad_config_is_a_clear_error(tmp_path: Path, text: str, needle: str) -> None:
    paths = Paths.from_env({"OPENKOI_HOME": str(tmp_path)})
    paths.config_file.write_text(text)
    with pytest.raises(ConfigError) as err:
        load_settings(paths, env={})
    assert needle in str(err.value)


def test_atomic_write_sets_mode_and_leaves_no_temp(tmp_path: Path) -> None:
    target = tmp_path / "sub" / "key"
    atomic_write(target, "secret", mode=0o600)
    assert target.read_text() == "secret"
    assert stat.S_IMODE(os.stat(target).st_mode) == 0o600
    assert [p.name for p in target.parent.iterdir()] == ["key"]


def test_a_same_size_rewrite_in_the_same_second_is_seen_by_python(tmp_path: Path) -> None:
    """Python's .pyc check reads the source's whole-second mtime and its size: a rewrite of
    the same size within that second would keep running the old code (an edit that turned
    'a - b' into 'a + b', then pytest, ran the old code once in CI)."""
    import subprocess
    import sys

    source = tmp_path / "calc.py"
    program = ["-c", "import calc; print(calc.f(2, 1))"]
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    for _ in range(5):  # five tries, each within one second of writing the file
        atomic_write(source, "def f(a, b):\n    return a - b\n")
        first = subprocess.run([sys.executable, *program], cwd=tmp_path, capture_output=True,
                               text=True, check=True, env=env).stdout.strip()
        atomic_write(source, "def f(a, b):\n    return a + b\n")
        second = subprocess.run([sys.executable, *program], cwd=tmp_path, capture_output=True,
                                text=True, check=True, env=env).stdout.strip()
        assert (first, second) == ("1", "3")
