"""Snapshots of the workspace's text files: what each iteration changed, the diff the judge
reads, and how the best iteration's files are restored after a regression.

A snapshot holds plain files only: symlinks and hard-linked files are left out (their content
may belong to a file outside the workspace), and so are ``skip`` folders (openkoi's own
config and data dirs when the workspace contains them). The restore writes each file by
rename into a folder that must still resolve inside the workspace, so a link an attempt
planted (``ln -sf /some/target app.py``, or a linked folder) is replaced, never written
through."""

from __future__ import annotations

import contextlib
import difflib
import logging
import os
import stat
from dataclasses import dataclass, field
from pathlib import Path

from openkoi import fsio

log = logging.getLogger(__name__)

SKIP_DIRS = frozenset({".git", ".venv", "venv", "node_modules", "__pycache__", ".mypy_cache",
                       ".pytest_cache", ".ruff_cache", ".tox", ".openkoi", "dist", "build",
                       ".cache", ".eggs"})
MAX_FILE_BYTES = 512 * 1024
MAX_FILES = 2000


@dataclass(frozen=True)
class Snapshot:
    root: Path
    files: dict[str, bytes] = field(default_factory=dict)

    @classmethod
    def take(cls, root: Path, skip: tuple[Path, ...] = ()) -> Snapshot:
        files: dict[str, bytes] = {}
        private = [Path(os.path.realpath(s)) for s in skip]
        for dirpath, dirnames, filenames in os.walk(root):
            dirnames[:] = sorted(
                d for d in dirnames if d not in SKIP_DIRS and not d.endswith(".egg-info")
                and _text_name(d) and Path(dirpath, d) not in private)
            for name in sorted(filenames):
                if not _text_name(name):
                    continue  # not valid UTF-8: it could not be named in a prompt or a diff
                path = Path(dirpath) / name
                if fsio.is_temp_name(name):  # a write in flight, or one a kill -9 cut off
                    if fsio.stale_temp(path):
                        with contextlib.suppress(OSError):
                            path.unlink()
                    continue
                try:
                    with fsio.open_regular(path, allow_hard_links=False) as fh:
                        if os.fstat(fh.fileno()).st_size > MAX_FILE_BYTES:
                            continue
                        files[path.relative_to(root).as_posix()] = fh.read()
                except OSError:  # a link of either kind, a fifo, unreadable, vanished
                    continue
                if len(files) >= MAX_FILES:
                    return cls(root, files)
        return cls(root, files)

    def changed_since(self, before: Snapshot) -> list[str]:
        names = set(self.files) | set(before.files)
        return sorted(n for n in names if self.files.get(n) != before.files.get(n))

    def diff(self, before: Snapshot, *, max_chars: int = 12_000) -> str:
        parts: list[str] = []
        for name in self.changed_since(before):
            old, new = before.files.get(name), self.files.get(name)
            if _binary(old) or _binary(new):
                parts.append(f"Binary file {name} changed\n")
                continue
            parts.extend(difflib.unified_diff(
                _lines(old), _lines(new),
                fromfile=f"a/{name}" if old is not None else "/dev/null",
                tofile=f"b/{name}" if new is not None else "/dev/null"))
        text = "".join(parts)
        if len(text) > max_chars:
            text = text[:max_chars] + f"\n[diff cut: {len(text) - max_chars} more characters]\n"
        return text

    def restore(self, current: Snapshot) -> list[str]:
        """Make the files on disk match this snapshot again; returns what was touched.

        Files this snapshot has but ``current`` lacks include links an attempt put in their
        place: each is replaced by rename. A file whose folder now resolves outside the
        workspace (a folder swapped for a link) is left alone, and logged."""
        touched: list[str] = []
        root = Path(os.path.realpath(self.root))
        for name in current.changed_since(self):
            content = self.files.get(name)
            folder = Path(os.path.realpath((self.root / name).parent)) \
                if content is None else _confined_folder(root, name)
            if folder is None or not (folder == root or root in folder.parents):
                log.warning("not restoring %s: its folder now leads outside %s", name, root)
                continue
            target = folder / Path(name).name
            if content is None:
                _remove(target)
            else:
                fsio.atomic_write(target, content)
            touched.append(name)
        return touched

    def text(self, name: str, limit: int = 6000) -> str:
        data = self.files.get(name, b"")
        text = data.decode("utf-8", errors="replace")
        return text if len(text) <= limit else text[:limit] + "\n[... cut ...]\n"


def _text_name(name: str) -> bool:
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _confined_folder(root: Path, name: str) -> Path | None:
    """The real folder ``name`` goes in, created if missing, or None if it leads out."""
    folder = root
    for part in Path(name).parent.parts:
        nxt = folder / part
        if not nxt.exists() and not nxt.is_symlink():
            nxt.mkdir()
        folder = Path(os.path.realpath(nxt))
        if not (folder == root or root in folder.parents) or not folder.is_dir():
            return None
    return folder


def _remove(path: Path) -> None:
    """Remove a file (or a link itself, never what it points to)."""
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return
    if not stat.S_ISDIR(st.st_mode):
        path.unlink(missing_ok=True)


def _lines(data: bytes | None) -> list[str]:
    if data is None:
        return []
    lines = data.decode("utf-8", errors="replace").splitlines(keepends=True)
    if lines and not lines[-1].endswith("\n"):
        lines[-1] += "\n"
    return lines


def _binary(data: bytes | None) -> bool:
    return data is not None and b"\0" in data[:4096]
