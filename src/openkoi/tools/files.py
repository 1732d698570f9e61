"""File tools: read_file, list_files, write_file, edit_file.

edit_file is the patch tool the refine step relies on: an exact substring that must occur
exactly once is replaced, so a fix is a small edit, never a regenerated file.
"""

from __future__ import annotations

import asyncio
import fnmatch
import io
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from openkoi import fsio
from openkoi.errors import DiskFull, PolicyViolation, ToolError
from openkoi.tools.base import EFFECT_NONE, EFFECT_WORKSPACE, Tool, ToolContext, ToolOutput
from openkoi.tools.paths import display, private_dir, resolve_in_workspace

SKIP_DIRS = frozenset({".git", ".venv", "venv", "node_modules", "__pycache__", ".mypy_cache",
                       ".pytest_cache", ".ruff_cache", ".tox", ".hg", ".svn"})
READ_MAX_LINES = 2000  # lines shown by one read_file call
LINE_MAX_CHARS = 2000  # longer lines (minified code) are clipped
LIST_MAX = 500  # entries shown by one list_files call
WALK_MAX = 20_000  # files visited before giving up counting


def iter_files(root: Path, ctx: ToolContext | None = None) -> Iterator[Path]:
    """Files under ``root`` (or ``root`` itself), sorted, skipping SKIP_DIRS and, with
    ``ctx``, openkoi's private dirs; directory links are not followed. Names that are not
    valid UTF-8 are skipped (a tool result is text; such a name cannot be given back)."""
    if root.is_file():
        yield root
        return
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS and _utf8(d) and not (
            ctx is not None and private_dir(Path(dirpath, d).resolve(), ctx) is not None))
        for name in sorted(filenames):
            if _utf8(name):
                yield Path(dirpath) / name


def _utf8(name: str) -> bool:
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:  # surrogate-escaped bytes from the file system
        return False
    return True


def is_binary(fh: io.RawIOBase | io.BufferedIOBase) -> bool:
    """Whether the first 8 KiB of the open file ``fh`` hold a NUL byte (``fh`` is rewound)."""
    head = fh.read(8192) or b""
    fh.seek(0)
    return b"\x00" in head


def open_checked(path: Path, shown: str) -> io.FileIO:
    """``path`` opened for reading, refusing a symlink or a hard-linked file even if one
    was swapped in after the path was checked."""
    try:
        return fsio.open_regular(path, allow_hard_links=False)
    except fsio.LinkRefused as exc:
        raise PolicyViolation(f"cannot read {shown}: it {exc.strerror}",
                              hint="use a plain file inside the workspace") from None
    except OSError as exc:
        raise _os_error(exc, shown) from None


def write_atomically(path: Path, data: str, shown: str) -> None:
    """Replace ``path`` by rename (never through a link, never half written)."""
    try:
        fsio.atomic_write(path, data.encode("utf-8"))
    except OSError as exc:
        if fsio.is_disk_full(exc):
            raise DiskFull(f"no space left on the disk to write {shown} (the file is unchanged)",
                           hint="free some disk space, then run the task again") from None
        raise _os_error(exc, shown) from None


def _os_error(exc: OSError, shown: str) -> ToolError:
    if isinstance(exc, FileNotFoundError):
        return ToolError(f"no such file: {shown}", hint="use list_files to see what exists")
    if isinstance(exc, IsADirectoryError):
        return ToolError(f"{shown} is a directory", hint="use list_files for directories")
    if isinstance(exc, NotADirectoryError):
        return ToolError(f"a parent of {shown} is a file, not a directory",
                         hint="check the path with list_files")
    if isinstance(exc, PermissionError):
        return ToolError(f"permission denied: {shown}", hint="pick a file you may access")
    return ToolError(f"cannot access {shown}: {exc.strerror or exc}",
                     hint="check the path with list_files")


def _read_text(path: Path, shown: str) -> str:
    try:
        with open_checked(path, shown) as fh:
            return fh.read().decode("utf-8")
    except UnicodeDecodeError:
        raise ToolError(f"{shown} is not UTF-8 text", hint="edit text files only") from None
    except OSError as exc:
        raise _os_error(exc, shown) from None


def _changed(shown: str) -> list[str]:
    """Workspace-relative changed files; a temp-dir file (shown absolute) is not one."""
    return [] if os.path.isabs(shown) else [shown]


class ReadFile(Tool):
    name = "read_file"
    description = "Read a text file with line numbers."
    parameters = {
        "type": "object",
        "properties": {
            "path": {"type": "string"},
            "start_line": {"type": "integer", "minimum": 1},
            "end_line": {"type": "integer", "minimum": 1},
        },
        "required": ["path"],
    }
    effect = EFFECT_NONE
    path_params = {"path": "read"}

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
        path = resolve_in_workspace(args["path"], ctx, for_write=False)
        start = int(args.get("start_line") or 1)
        end = args.get("end_line")
        if end is not None and int(end) < start:
            raise ToolError(f"end_line {end} is before start_line {start}",
                            hint="give end_line >= start_line")
        return await asyncio.to_thread(self._read, path, display(path, ctx), start, end)

    def _read(self, path: Path, shown: str, start: int, end: int | None) -> ToolOutput:
        last = end if end is not None else start + READ_MAX_LINES - 1
        out: list[str] = []
        total = 0
        try:
            with open_checked(path, shown) as raw:
                if is_binary(raw):
                    raise ToolError(f"{shown} is a binary file", hint="read text files only")
                fh = io.TextIOWrapper(io.BufferedReader(raw), encoding="utf-8",
                                      errors="replace", newline=None)
                for total, line in enumerate(fh, 1):
                    if start <= total <= last:
                        text = line.rstrip("\n")
                        if len(text) > LINE_MAX_CHARS:
                            text = text[:LINE_MAX_CHARS] + " [line clipped]"
                        out.append(f"{total}\t{text}")
                    elif end is not None and total > last:
                        break  # an explicit range needs no count of what follows
        except OSError as exc:
            raise _os_error(exc, shown) from None
        if total == 0:
            return ToolOutput(f"({shown} is empty)")
        if start > total:
            raise ToolError(f"start_line {start} is past the end of {shown} ({total} lines)",
                            hint=f"give start_line between 1 and {total}")
        if end is None and total > last:
            out.append(f"({total - last} more lines; read on with start_line={last + 1})")
        return ToolOutput("\n".join(out))


class ListFiles(Tool):
    name = "list_files"
    description = "List files under a directory, optionally matching a glob."
    parameters = {
        "type": "object",
        "properties": {"path": {"type": "string"}, "pattern": {"type": "string"}},
    }
    effect = EFFECT_NONE
    path_params = {"path": "read"}

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
        root = resolve_in_workspace(args.get("path") or ".", ctx, for_write=False)
        pattern = args.get("pattern") or ""
        return await asyncio.to_thread(self._list, root, pattern, ctx)

    def _list(self, root: Path, pattern: str, ctx: ToolContext) -> ToolOutput:
        shown_root = display(root, ctx)
        if not root.exists():
            raise ToolError(f"no such directory: {shown_root}",
                            hint="use list_files with path='.' to see the workspace")
        found: list[str] = []
        seen = 0
        for path in iter_files(root, ctx):
            rel = display(path, ctx)
            if pattern and not (fnmatch.fnmatch(rel, pattern)
                                or fnmatch.fnmatch(path.name, pattern)):
                continue
            seen += 1
            if len(found) < LIST_MAX:
                found.append(rel)
            elif seen >= WALK_MAX:
                break
        if not found:
            what = f" matching {pattern!r}" if pattern else ""
            return ToolOutput(f"no files{what} under {shown_root}")
        if seen > len(found):
            more = f"{seen - len(found)}" + ("+" if seen >= WALK_MAX else "")
            found.append(f"... and {more} more (narrow with path or pattern)")
        return ToolOutput("\n".join(found))


class WriteFile(Tool):
    name = "write_file"
    description = "Create or overwrite a file."
    parameters = {
        "type": "object",
        "properties": {"path": {"type": "string"}, "content": {"type": "string"}},
        "required": ["path", "content"],
    }
    effect = EFFECT_WORKSPACE
    path_params = {"path": "write"}

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
        path = resolve_in_workspace(args["path"], ctx, for_write=True)
        content: str = args["content"]
        shown = display(path, ctx)
        size = len(content.encode("utf-8"))
        lines = content.count("\n") + (0 if content.endswith("\n") or not content else 1)
        try:
            exists = path.exists()
        except OSError as exc:
            raise _os_error(exc, shown) from None
        if path.is_dir():
            raise ToolError(f"{shown} is a directory", hint="give a file path")
        verb = "overwrite" if exists else "create"
        if ctx.dry_run:
            return ToolOutput(f"dry run: would {verb} {shown} ({lines} lines, {size} bytes)")
        write_atomically(path, content, shown)
        past = "overwrote" if verb == "overwrite" else "created"
        return ToolOutput(f"{past} {shown} ({lines} lines, {size} bytes)",
                          changed_files=_changed(shown))


class EditFile(Tool):
    name = "edit_file"
    description = "Replace the exact text old (must occur once) with new in a file."
    parameters = {
        "type": "object",
        "properties": {
            "path": {"type": "string"},
            "old": {"type": "string"},
            "new": {"type": "string"},
        },
        "required": ["path", "old", "new"],
    }
    effect = EFFECT_WORKSPACE
    path_params = {"path": "write"}

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
        path = resolve_in_workspace(args["path"], ctx, for_write=True)
        old: str = args["old"]
        new: str = args["new"]
        shown = display(path, ctx)
        if not old:
            raise ToolError("old is empty", hint="copy the exact text to replace; "
                            "use write_file to create a file")
        if old == new:
            raise ToolError("old and new are the same", hint="give the changed text as new")
        text = _read_text(path, shown)
        count = text.count(old)
        if count == 0 and "\r\n" in text and "\r\n" not in old:
            # The model wrote \n; the file uses \r\n. Match and keep the file's style.
            old, new = old.replace("\n", "\r\n"), new.replace("\n", "\r\n")
            count = text.count(old)
        if count == 0:
            nearest = closest_snippet(text, old)
            raise ToolError(
                f"old text not found in {shown}"
                + (f"; the closest text there is {nearest}" if nearest else ""),
                hint="copy the exact text to replace, whitespace included")
        if count > 1:
            raise ToolError(f"old text occurs {count} times in {shown}; it must occur once",
                            hint="include more surrounding lines to make old unique")
        at = text.index(old)
        line = text.count("\n", 0, at) + 1
        summary = (f"{shown} at line {line} (-{old.count(chr(10)) + 1} "
                   f"+{new.count(chr(10)) + 1} lines)")
        if ctx.dry_run:
            return ToolOutput(f"dry run: would edit {summary}")
        write_atomically(path, text[:at] + new + text[at + len(old):], shown)
        return ToolOutput(f"edited {summary}", changed_files=_changed(shown))


def closest_snippet(text: str, old: str, *, min_ratio: float = 0.5) -> str:
    """Where ``text`` has the run of lines most like ``old`` (same number of lines), as
    "at line N:\n<lines>", or "" when nothing is close: small models often misremember a
    line slightly, and showing the real one lets them copy it."""
    import difflib

    lines = text.splitlines()
    want = old.strip("\n").splitlines() or [old]
    size = min(len(want), len(lines))
    if size == 0:
        return ""
    target = "\n".join(want)
    best, best_at = 0.0, 0
    for start in range(len(lines) - size + 1):
        ratio = difflib.SequenceMatcher(None, "\n".join(lines[start:start + size]),
                                        target).ratio()
        if ratio > best:
            best, best_at = ratio, start
    if best < min_ratio:
        return ""
    return f"at line {best_at + 1}:\n" + "\n".join(lines[best_at:best_at + size]) + "\n"
