"""[sandbox] env: the one way a variable of the user's reaches a command (the child
environment is otherwise an allowlist)."""

from __future__ import annotations

import asyncio
import dataclasses
from pathlib import Path

import pytest

from openkoi.config import Paths, load_settings
from openkoi.errors import ConfigError
from openkoi.runner import _passed_env
from openkoi.tools.base import ToolContext
from openkoi.tools.shell import RunShell


def test_named_variables_pass_through_and_nothing_else(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, ctx: ToolContext) -> None:
    paths = Paths.from_env({"OPENKOI_HOME": str(tmp_path / "home")})
    paths.config_file.parent.mkdir(parents=True)
    paths.config_file.write_text('[sandbox]\nenv = ["PROJECT_DB_URL", "NOT_SET_ANYWHERE"]\n')
    settings = load_settings(paths, env={})
    assert settings.sandbox_env == ["PROJECT_DB_URL", "NOT_SET_ANYWHERE"]
    monkeypatch.setenv("PROJECT_DB_URL", "sqlite:///dev.db")
    monkeypatch.setenv("OTHER_SETTING", "hidden")
    passed = _passed_env(settings.sandbox_env)
    assert passed == {"PROJECT_DB_URL": "sqlite:///dev.db"}
    out = asyncio.run(RunShell().run({"command": "env"}, dataclasses.replace(ctx, env=passed)))
    assert "PROJECT_DB_URL=sqlite:///dev.db" in out.output and "OTHER_SETTING" not in out.output


@pytest.mark.parametrize("text", ['[sandbox]\nenv = "X"', "[sandbox]\nenv = ['1BAD']",
                                  "[sandbox]\nnetwork = true", "sandbox = 3"])
def test_bad_sandbox_settings_are_config_errors(tmp_path: Path, text: str) -> None:
    paths = Paths.from_env({"OPENKOI_HOME": str(tmp_path)})
    paths.config_file.write_text(text)
    with pytest.raises(ConfigError):
        load_settings(paths, env={})
