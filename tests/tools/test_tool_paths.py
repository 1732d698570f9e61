from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

from openkoi.errors import PolicyViolation
from openkoi.tools import paths
from openkoi.tools.base import ToolContext
from openkoi.tools.paths import resolve_in_workspace


def test_relative_paths_resolve_inside_workspace(ctx: ToolContext, workspace: Path) -> None:
    assert resolve_in_workspace("src/a.py", ctx, for_write=True) == workspace / "src" / "a.py"
    assert resolve_in_workspace("./x/../b.txt", ctx, for_write=False) == workspace / "b.txt"
    assert resolve_in_workspace(str(workspace / "c"), ctx, for_write=True) == workspace / "c"


@pytest.mark.parametrize("for_write", [False, True])
def test_dotdot_escape_is_refused(ctx: ToolContext, for_write: bool) -> None:
    with pytest.raises(PolicyViolation, match="outside the workspace") as info:
        resolve_in_workspace("../outside/secret.txt", ctx, for_write=for_write)
    assert info.value.hint


@pytest.mark.parametrize("for_write", [False, True])
def test_absolute_path_outside_is_refused(
    ctx: ToolContext, outside: Path, for_write: bool
) -> None:
    with pytest.raises(PolicyViolation):
        resolve_in_workspace(str(outside / "secret.txt"), ctx, for_write=for_write)
    with pytest.raises(PolicyViolation):
        resolve_in_workspace("/etc/passwd", ctx, for_write=for_write)


def test_symlink_escape_refused_for_existing_and_new_files(
    ctx: ToolContext, workspace: Path, outside: Path
) -> None:
    (workspace / "link").symlink_to(outside, target_is_directory=True)
    with pytest.raises(PolicyViolation, match="symlink"):
        resolve_in_workspace("link/secret.txt", ctx, for_write=True)
    with pytest.raises(PolicyViolation):
        resolve_in_workspace("link/new/deeper.txt", ctx, for_write=True)
    with pytest.raises(PolicyViolation):
        resolve_in_workspace("link/secret.txt", ctx, for_write=False)


def test_dangling_symlink_pointing_outside_is_refused(
    ctx: ToolContext, workspace: Path, outside: Path
) -> None:
    (workspace / "dangling").symlink_to(outside / "not-yet.txt")
    with pytest.raises(PolicyViolation):
        resolve_in_workspace("dangling", ctx, for_write=True)


def test_symlink_inside_workspace_is_followed(ctx: ToolContext, workspace: Path) -> None:
    (workspace / "real").mkdir()
    (workspace / "alias").symlink_to(workspace / "real", target_is_directory=True)
    got = resolve_in_workspace("alias/f.txt", ctx, for_write=True)
    assert got == workspace / "real" / "f.txt"


@pytest.mark.parametrize("rel", [
    ".git/config", ".git/hooks/pre-commit", ".git/hooks/sub/x", ".bashrc", "sub/.zshrc",
    ".profile", ".bash_profile", ".zprofile", ".bash_login", ".openkoi/x",
    ".openkoi/config.toml", ".agents/skill/SKILL.md", ".mcp.json", ".GIT/Hooks/post-merge",
])
def test_protected_paths_refused_for_write_even_if_missing(
    ctx: ToolContext, workspace: Path, rel: str
) -> None:
    assert not (workspace / rel).exists()
    with pytest.raises(PolicyViolation, match="protected"):
        resolve_in_workspace(rel, ctx, for_write=True)
    # Reading them is fine.
    assert resolve_in_workspace(rel, ctx, for_write=False) == workspace / rel


def test_ordinary_git_files_and_lookalikes_are_writable(ctx: ToolContext) -> None:
    for rel in (".git/info/exclude", ".gitignore", "hooks/pre-commit", "config", "x.bashrc"):
        resolve_in_workspace(rel, ctx, for_write=True)


def test_link_into_git_hooks_is_refused(ctx: ToolContext, workspace: Path) -> None:
    (workspace / ".git" / "hooks").mkdir(parents=True)
    (workspace / "innocent").symlink_to(workspace / ".git" / "hooks", target_is_directory=True)
    with pytest.raises(PolicyViolation, match="protected"):
        resolve_in_workspace("innocent/pre-push", ctx, for_write=True)


def test_git_hooks_as_link_elsewhere_is_still_protected(ctx: ToolContext, workspace: Path) -> None:
    (workspace / "elsewhere").mkdir()
    (workspace / ".git").mkdir()
    (workspace / ".git" / "hooks").symlink_to(workspace / "elsewhere", target_is_directory=True)
    with pytest.raises(PolicyViolation, match="protected"):
        resolve_in_workspace(".git/hooks/pre-commit", ctx, for_write=True)


def test_task_temp_dir_is_readable_and_writable_but_protected_names_are_not(
    ctx: ToolContext, tasktmp: Path
) -> None:
    assert resolve_in_workspace(str(tasktmp / "scratch.txt"), ctx, for_write=True) == (
        tasktmp / "scratch.txt")
    with pytest.raises(PolicyViolation):
        resolve_in_workspace(str(tasktmp / ".bashrc"), ctx, for_write=True)


def test_the_system_temp_dir_is_outside(ctx: ToolContext, systmp: Path) -> None:
    """Only the task's own temp dir is allowed, not everything under the system's."""
    (systmp / "other-user-file").write_text("x")
    for for_write in (False, True):
        with pytest.raises(PolicyViolation, match="outside the workspace"):
            resolve_in_workspace(str(systmp / "other-user-file"), ctx, for_write=for_write)


def test_real_temp_root_is_the_system_temp_dir() -> None:
    assert paths.temp_root() == Path(tempfile.gettempdir()).resolve()


def test_empty_and_nul_paths_are_refused(ctx: ToolContext) -> None:
    for bad in ("", "   ", "a\x00b"):
        with pytest.raises(PolicyViolation):
            resolve_in_workspace(bad, ctx, for_write=False)


def test_display_is_workspace_relative(ctx: ToolContext, workspace: Path, tasktmp: Path) -> None:
    assert paths.display(workspace / "a" / "b.py", ctx) == "a/b.py"
    assert paths.display(workspace, ctx) == "."
    assert paths.display(tasktmp / "x", ctx) == os.fspath(tasktmp / "x")
