"""Deny-path suite for the file tools (issue 11, item 5), in the style of a sandbox's
mandatory-deny tests: for each escape (a symlink to a file or a folder outside, a hard link
to an outside file, ``..``, an absolute path, the system temp dir, openkoi's own config and
data dirs inside or as the workspace) every file tool, ``search`` and the best-iteration
restore refuse to read or write through it, and the outside file keeps its content.
Everything goes through the registry, as a model's call would (policy check, then the tool).
"""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

import pytest

from openkoi.engine.workspace import Snapshot
from openkoi.records import ToolCall
from openkoi.tools.base import ToolContext
from openkoi.tools.registry import default_registry

SECRET = "top secret\n"


@pytest.fixture
def world(tmp_path: Path) -> dict[str, Path]:
    ws = (tmp_path / "ws").resolve()
    ws.mkdir()
    outside = (tmp_path / "outside").resolve()
    outside.mkdir()
    (outside / "secret.txt").write_text(SECRET)
    systmp = (tmp_path / "systmp").resolve()
    systmp.mkdir()
    (systmp / "someone-elses.txt").write_text(SECRET)
    tasktmp = (tmp_path / "tasktmp").resolve()
    tasktmp.mkdir()
    # openkoi's config and data dirs, inside the workspace (as when it runs in $HOME)
    home = ws / "dot-openkoi"
    (home / "credentials").mkdir(parents=True)
    (home / "credentials" / "openai.key").write_text("sk-secret\n")
    (home / "trust.json").write_text('{"levels": {}}\n')
    data = ws / "share-openkoi"
    data.mkdir()
    (data / "notes.txt").write_text(SECRET)
    return {"ws": ws, "outside": outside, "systmp": systmp, "tasktmp": tasktmp,
            "home": home, "data": data}


def _ctx(w: dict[str, Path]) -> ToolContext:
    return ToolContext(workspace=w["ws"], tool_output_dir=w["tasktmp"] / "out",
                       temp_dir=w["tasktmp"], private_dirs=(w["home"], w["data"]))


def _call(ctx: ToolContext, name: str, **args: object) -> tuple[bool, str]:
    result, _ = asyncio.run(default_registry().execute(ToolCall("c1", name, dict(args)), ctx))
    return result.ok, result.output


def _escapes(w: dict[str, Path]) -> dict[str, str]:
    """Each escape as a path a model could give, set up in the workspace."""
    ws, outside = w["ws"], w["outside"]
    (ws / "link.txt").symlink_to(outside / "secret.txt")
    (ws / "linkdir").symlink_to(outside)
    os.link(outside / "secret.txt", ws / "hard.txt")
    return {
        "symlink to a file": "link.txt",
        "symlinked folder": "linkdir/secret.txt",
        "hard link": "hard.txt",
        "dot-dot": "../outside/secret.txt",
        "absolute": str(outside / "secret.txt"),
        "system temp dir": str(w["systmp"] / "someone-elses.txt"),
        "config dir (key)": "dot-openkoi/credentials/openai.key",
        "config dir (trust)": "dot-openkoi/trust.json",
        "data dir": "share-openkoi/notes.txt",
    }


ESCAPES = ["symlink to a file", "symlinked folder", "hard link", "dot-dot", "absolute",
           "system temp dir", "config dir (key)", "config dir (trust)", "data dir"]


def _untouched(w: dict[str, Path]) -> None:
    assert (w["outside"] / "secret.txt").read_text() == SECRET
    assert (w["systmp"] / "someone-elses.txt").read_text() == SECRET
    assert (w["home"] / "credentials" / "openai.key").read_text() == "sk-secret\n"
    assert (w["home"] / "trust.json").read_text() == '{"levels": {}}\n'
    assert (w["data"] / "notes.txt").read_text() == SECRET


@pytest.mark.parametrize("escape", ESCAPES)
def test_read_file_refuses(world: dict[str, Path], escape: str) -> None:
    path = _escapes(world)[escape]
    ok, out = _call(_ctx(world), "read_file", path=path)
    assert not ok and "top secret" not in out and "sk-secret" not in out, out


@pytest.mark.parametrize("escape", ESCAPES)
def test_write_file_refuses(world: dict[str, Path], escape: str) -> None:
    path = _escapes(world)[escape]
    ok, out = _call(_ctx(world), "write_file", path=path, content="pwned\n")
    assert not ok, out
    _untouched(world)


@pytest.mark.parametrize("escape", ESCAPES)
def test_edit_file_refuses(world: dict[str, Path], escape: str) -> None:
    path = _escapes(world)[escape]
    old = "sk-secret" if "key" in escape else ("levels" if "trust" in escape else "top secret")
    ok, out = _call(_ctx(world), "edit_file", path=path, old=old, new="pwned")
    assert not ok, out
    _untouched(world)


@pytest.mark.parametrize("escape", ESCAPES)
def test_search_refuses_the_path(world: dict[str, Path], escape: str) -> None:
    path = _escapes(world)[escape]
    ok, out = _call(_ctx(world), "search", pattern="secret|sk-|levels", path=path)
    assert not ok or "no matches" in out, out


def test_search_of_the_workspace_skips_every_escape(world: dict[str, Path]) -> None:
    _escapes(world)
    (world["ws"] / "mine.txt").write_text("my secret recipe\n")
    ok, out = _call(_ctx(world), "search", pattern="secret|sk-|levels")
    assert ok and out == "mine.txt:1: my secret recipe", out


def test_list_files_does_not_show_openkoi_dirs(world: dict[str, Path]) -> None:
    _escapes(world)
    ok, out = _call(_ctx(world), "list_files")
    assert ok and "openai.key" not in out and "trust.json" not in out and "notes" not in out


def test_the_task_temp_dir_is_allowed(world: dict[str, Path]) -> None:
    ctx = _ctx(world)
    scratch = str(world["tasktmp"] / "scratch.txt")
    assert _call(ctx, "write_file", path=scratch, content="x\n")[0]
    assert _call(ctx, "read_file", path=scratch) == (True, "1\tx")


def test_a_plain_symlink_inside_the_workspace_still_works(world: dict[str, Path]) -> None:
    ws = world["ws"]
    (ws / "real.txt").write_text("hello\n")
    (ws / "alias.txt").symlink_to(ws / "real.txt")
    ctx = _ctx(world)
    assert _call(ctx, "read_file", path="alias.txt") == (True, "1\thello")
    assert _call(ctx, "edit_file", path="alias.txt", old="hello", new="bye")[0]
    assert (ws / "real.txt").read_text() == "bye\n" and (ws / "alias.txt").is_symlink()


def test_write_replaces_a_hard_link_created_after_the_check(world: dict[str, Path],
                                                           monkeypatch: pytest.MonkeyPatch
                                                           ) -> None:
    """Even if a hard link appears between the check and the write (a race), the write
    replaces the name by rename: the outside file keeps its content."""
    from openkoi.tools import paths

    ws, outside = world["ws"], world["outside"]
    real_check = paths.resolve_in_workspace

    def racing(path: str, ctx: ToolContext, *, for_write: bool) -> Path:
        resolved = real_check(path, ctx, for_write=for_write)
        if not resolved.exists():
            os.link(outside / "secret.txt", resolved)
        return resolved

    monkeypatch.setattr("openkoi.tools.files.resolve_in_workspace", racing)
    assert _call(_ctx(world), "write_file", path="late.txt", content="new\n")[0]
    assert (ws / "late.txt").read_text() == "new\n"
    _untouched(world)


def test_restore_does_not_write_through_a_planted_symlink(world: dict[str, Path]) -> None:
    ws, outside = world["ws"], world["outside"]
    (ws / "app.py").write_text("print('best')\n")
    best = Snapshot.take(ws)
    (ws / "app.py").unlink()
    (ws / "app.py").symlink_to(outside / "secret.txt")  # attempt 2: ln -sf /target app.py
    touched = best.restore(Snapshot.take(ws))
    assert touched == ["app.py"]
    assert not (ws / "app.py").is_symlink() and (ws / "app.py").read_text() == "print('best')\n"
    _untouched(world)


def test_restore_does_not_write_through_a_planted_hard_link(world: dict[str, Path]) -> None:
    ws, outside = world["ws"], world["outside"]
    (ws / "app.py").write_text("print('best')\n")
    best = Snapshot.take(ws)
    (ws / "app.py").unlink()
    os.link(outside / "secret.txt", ws / "app.py")
    current = Snapshot.take(ws)
    assert "app.py" not in current.files  # a hard-linked file is never read into a prompt
    best.restore(current)
    assert (ws / "app.py").read_text() == "print('best')\n"
    _untouched(world)


def test_restore_does_not_follow_a_folder_swapped_for_a_link(world: dict[str, Path]) -> None:
    ws, outside = world["ws"], world["outside"]
    (ws / "src").mkdir()
    (ws / "src" / "secret.txt").write_text("mine\n")
    best = Snapshot.take(ws)
    (ws / "src" / "secret.txt").unlink()
    (ws / "src").rmdir()
    (ws / "src").symlink_to(outside)  # attempt 2 swaps the folder for a link out
    best.restore(Snapshot.take(ws))
    _untouched(world)


def test_restore_removes_an_attempts_file_not_an_outside_one(world: dict[str, Path]) -> None:
    ws = world["ws"]
    best = Snapshot.take(ws)
    (ws / "new.py").write_text("x = 1\n")
    assert best.restore(Snapshot.take(ws)) == ["new.py"] and not (ws / "new.py").exists()


def test_snapshot_leaves_out_openkoi_dirs(world: dict[str, Path]) -> None:
    snap = Snapshot.take(world["ws"], (world["home"], world["data"]))
    assert not any(name.startswith(("dot-openkoi", "share-openkoi")) for name in snap.files)
