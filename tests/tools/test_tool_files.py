from __future__ import annotations

import asyncio
import dataclasses
from pathlib import Path
from typing import Any

import pytest

from openkoi.errors import PolicyViolation, ToolError
from openkoi.tools.base import Tool, ToolContext, ToolOutput
from openkoi.tools.files import EditFile, ListFiles, ReadFile, WriteFile
from openkoi.tools.search import Search
from openkoi.tools.think import Think


def run(tool: Tool, ctx: ToolContext, **args: Any) -> ToolOutput:
    return asyncio.run(tool.run(args, ctx))


def test_read_file_numbers_lines_and_honours_range(ctx: ToolContext, workspace: Path) -> None:
    (workspace / "a.txt").write_text("one\ntwo\nthree\nfour\n")
    assert run(ReadFile(), ctx, path="a.txt").output == "1\tone\n2\ttwo\n3\tthree\n4\tfour"
    assert run(ReadFile(), ctx, path="a.txt", start_line=2, end_line=3).output == (
        "2\ttwo\n3\tthree")
    assert run(ReadFile(), ctx, path="a.txt", start_line=4).output == "4\tfour"


def test_read_file_errors_are_clear(ctx: ToolContext, workspace: Path) -> None:
    (workspace / "a.txt").write_text("x\n")
    (workspace / "bin.dat").write_bytes(b"\x00\x01\x02")
    with pytest.raises(ToolError, match="no such file: missing.txt") as info:
        run(ReadFile(), ctx, path="missing.txt")
    assert info.value.hint
    with pytest.raises(ToolError, match="past the end"):
        run(ReadFile(), ctx, path="a.txt", start_line=5)
    with pytest.raises(ToolError, match="binary"):
        run(ReadFile(), ctx, path="bin.dat")
    with pytest.raises(ToolError, match="directory"):
        run(ReadFile(), ctx, path=".")
    with pytest.raises(ToolError, match="before start_line"):
        run(ReadFile(), ctx, path="a.txt", start_line=3, end_line=2)


def test_read_file_pages_long_files(ctx: ToolContext, workspace: Path,
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("openkoi.tools.files.READ_MAX_LINES", 3)
    (workspace / "long.txt").write_text("".join(f"l{i}\n" for i in range(1, 11)))
    out = run(ReadFile(), ctx, path="long.txt").output.splitlines()
    assert out == ["1\tl1", "2\tl2", "3\tl3", "(7 more lines; read on with start_line=4)"]


def test_list_files_skips_noise_and_filters(ctx: ToolContext, workspace: Path) -> None:
    for rel in ("src/a.py", "src/b.txt", "README.md", ".git/HEAD", ".venv/bin/python",
                "node_modules/x/index.js", "src/__pycache__/a.pyc"):
        (workspace / rel).parent.mkdir(parents=True, exist_ok=True)
        (workspace / rel).write_text("x")
    assert run(ListFiles(), ctx).output.splitlines() == ["README.md", "src/a.py", "src/b.txt"]
    assert run(ListFiles(), ctx, path="src", pattern="*.py").output == "src/a.py"
    assert "no files" in run(ListFiles(), ctx, pattern="*.rs").output
    with pytest.raises(ToolError, match="no such directory"):
        run(ListFiles(), ctx, path="nope")


def test_list_files_is_bounded(ctx: ToolContext, workspace: Path,
                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("openkoi.tools.files.LIST_MAX", 5)
    for i in range(12):
        (workspace / f"f{i:02}.txt").write_text("")
    lines = run(ListFiles(), ctx).output.splitlines()
    assert lines[:5] == [f"f{i:02}.txt" for i in range(5)]
    assert lines[5] == "... and 7 more (narrow with path or pattern)"


def test_search_reports_file_line_text(ctx: ToolContext, workspace: Path) -> None:
    (workspace / "src").mkdir()
    (workspace / "src" / "a.py").write_text("import os\n\ndef main():\n    return os.getcwd()\n")
    (workspace / "b.md").write_text("no match here\n")
    (workspace / "blob.bin").write_bytes(b"def \x00 main")
    out = run(Search(), ctx, pattern=r"def \w+|getcwd").output
    assert out.splitlines() == ["src/a.py:3: def main():", "src/a.py:4: return os.getcwd()"]
    assert "no matches" in run(Search(), ctx, pattern="zzz", path="src").output
    assert run(Search(), ctx, pattern="match", path="b.md").output == "b.md:1: no match here"


def test_search_is_bounded_and_rejects_bad_regex(ctx: ToolContext, workspace: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("openkoi.tools.search.MAX_MATCHES", 3)
    (workspace / "many.txt").write_text("hit\n" * 10)
    lines = run(Search(), ctx, pattern="hit").output.splitlines()
    assert len(lines) == 4 and lines[-1].startswith("[stopped after 3 matches")
    with pytest.raises(ToolError, match="invalid regex"):
        run(Search(), ctx, pattern="(unclosed")


def test_write_file_creates_parents_and_reports_change(ctx: ToolContext,
                                                       workspace: Path) -> None:
    out = run(WriteFile(), ctx, path="pkg/sub/mod.py", content="x = 1\n")
    assert (workspace / "pkg/sub/mod.py").read_text() == "x = 1\n"
    assert out.changed_files == ["pkg/sub/mod.py"]
    assert out.output.startswith("created pkg/sub/mod.py")
    out = run(WriteFile(), ctx, path="pkg/sub/mod.py", content="x = 2\r\ny = 3")
    assert (workspace / "pkg/sub/mod.py").read_bytes() == b"x = 2\r\ny = 3"
    assert out.output.startswith("overwrote")


def test_write_file_to_temp_dir_is_not_a_workspace_change(ctx: ToolContext,
                                                          tasktmp: Path) -> None:
    out = run(WriteFile(), ctx, path=str(tasktmp / "scratch.txt"), content="s")
    assert (tasktmp / "scratch.txt").read_text() == "s"
    assert out.changed_files == []


def test_write_file_refuses_protected_and_outside(ctx: ToolContext, workspace: Path,
                                                  outside: Path) -> None:
    with pytest.raises(PolicyViolation):
        run(WriteFile(), ctx, path=".git/hooks/pre-commit", content="evil")
    with pytest.raises(PolicyViolation):
        run(WriteFile(), ctx, path=str(outside / "x"), content="evil")
    assert not (workspace / ".git").exists()
    assert not (outside / "x").exists()


def test_edit_file_replaces_exactly_once(ctx: ToolContext, workspace: Path) -> None:
    (workspace / "m.py").write_text("a = 1\nb = 2\nc = 3\n")
    out = run(EditFile(), ctx, path="m.py", old="b = 2\n", new="b = 20\nbb = 21\n")
    assert (workspace / "m.py").read_text() == "a = 1\nb = 20\nbb = 21\nc = 3\n"
    assert out.changed_files == ["m.py"]
    assert "line 2" in out.output


def test_edit_file_uniqueness_errors_tell_the_count(ctx: ToolContext, workspace: Path) -> None:
    (workspace / "m.py").write_text("x = 1\nx = 1\nx = 1\n")
    with pytest.raises(ToolError, match="occurs 3 times in m.py") as info:
        run(EditFile(), ctx, path="m.py", old="x = 1", new="x = 2")
    assert "unique" in (info.value.hint or "")
    with pytest.raises(ToolError, match="not found in m.py"):
        run(EditFile(), ctx, path="m.py", old="y = 1", new="y = 2")
    with pytest.raises(ToolError, match="empty"):
        run(EditFile(), ctx, path="m.py", old="", new="y")
    with pytest.raises(ToolError, match="same"):
        run(EditFile(), ctx, path="m.py", old="x", new="x")
    with pytest.raises(ToolError, match="no such file"):
        run(EditFile(), ctx, path="nope.py", old="a", new="b")
    assert (workspace / "m.py").read_text() == "x = 1\nx = 1\nx = 1\n"


def test_edit_file_keeps_crlf_files_crlf(ctx: ToolContext, workspace: Path) -> None:
    (workspace / "w.txt").write_bytes(b"one\r\ntwo\r\nthree\r\n")
    run(EditFile(), ctx, path="w.txt", old="one\ntwo", new="1\n2")
    assert (workspace / "w.txt").read_bytes() == b"1\r\n2\r\nthree\r\n"


def test_dry_run_writes_nothing(ctx: ToolContext, workspace: Path) -> None:
    dry = dataclasses.replace(ctx, dry_run=True)
    (workspace / "m.py").write_text("a = 1\n")
    out = run(WriteFile(), dry, path="new/file.py", content="x\n")
    assert out.output.startswith("dry run: would create new/file.py")
    assert out.changed_files == []
    out = run(EditFile(), dry, path="m.py", old="a = 1", new="a = 2")
    assert out.output.startswith("dry run: would edit m.py at line 1")
    assert out.changed_files == []
    assert sorted(p.name for p in workspace.iterdir()) == ["m.py"]
    assert (workspace / "m.py").read_text() == "a = 1\n"
    with pytest.raises(ToolError, match="occurs"):  # dry runs still validate
        (workspace / "m.py").write_text("a\na\n")
        run(EditFile(), dry, path="m.py", old="a", new="b")


def test_think_returns_ok(ctx: ToolContext) -> None:
    assert run(Think(), ctx, thought="the bug is in parse()").output == "ok"
    with pytest.raises(ToolError):
        run(Think(), ctx, thought="  ")


def test_edit_not_found_shows_the_closest_text(tmp_path: Path) -> None:
    from openkoi.tools.files import closest_snippet

    text = "def f():\n    return 1\n\n\ndef g():\n    assert add(2, 3) == 5\n"
    assert closest_snippet(text, "assert add(2, 3) == 6") == \
        "at line 6:\n    assert add(2, 3) == 5\n"
    assert closest_snippet(text, "something else entirely, nothing like it at all") == ""
