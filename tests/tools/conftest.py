"""Fixtures for the tool tests: a workspace, a "system temp dir" and an outside dir, all
under pytest's tmp_path, with the temp root pointed at the fake one so that "outside"
really is outside."""

from __future__ import annotations

from pathlib import Path

import pytest

from openkoi.tools import paths
from openkoi.tools.base import ToolContext


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    ws = tmp_path / "ws"
    ws.mkdir()
    return ws.resolve()


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    out = tmp_path / "outside"
    out.mkdir()
    (out / "secret.txt").write_text("top secret\n")
    return out.resolve()


@pytest.fixture
def systmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    fake = (tmp_path / "systmp").resolve()
    fake.mkdir()
    monkeypatch.setattr(paths, "temp_root", lambda: fake)
    return fake


@pytest.fixture
def tasktmp(tmp_path: Path) -> Path:
    """The task's private temp dir (the file tools' only allowance outside the workspace)."""
    own = (tmp_path / "tasktmp").resolve()
    own.mkdir()
    return own


@pytest.fixture
def ctx(workspace: Path, systmp: Path, tasktmp: Path, tmp_path: Path) -> ToolContext:
    return ToolContext(workspace=workspace, tool_output_dir=tmp_path / "tool-output",
                       shell_timeout_s=20, temp_dir=tasktmp)
