"""Snapshots of the workspace's text files: what each iteration changed, the diff the judge
reads, and how the best iteration's files are restored after a regression."""

from __future__ import annotations

import difflib
import os
from dataclasses import dataclass, field
from pathlib import Path

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
    def take(cls, root: Path) -> Snapshot:
        files: dict[str, bytes] = {}
        for dirpath, dirnames, filenames in os.walk(root):
            dirnames[:] = sorted(d for d in dirnames
                                 if d not in SKIP_DIRS and not d.endswith(".egg-info"))
            for name in sorted(filenames):
                path = Path(dirpath) / name
                if path.is_symlink() or not path.is_file():
                    continue
                try:
                    if path.stat().st_size > MAX_FILE_BYTES:
                        continue
                    files[path.relative_to(root).as_posix()] = path.read_bytes()
                except OSError:
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
        """Make the files on disk match this snapshot again; returns what was touched."""
        touched: list[str] = []
        for name in current.changed_since(self):
            path = self.root / name
            content = self.files.get(name)
            if content is None:
                path.unlink(missing_ok=True)
            else:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(content)
            touched.append(name)
        return touched

    def text(self, name: str, limit: int = 6000) -> str:
        data = self.files.get(name, b"")
        text = data.decode("utf-8", errors="replace")
        return text if len(text) <= limit else text[:limit] + "\n[... cut ...]\n"


def _lines(data: bytes | None) -> list[str]:
    if data is None:
        return []
    lines = data.decode("utf-8", errors="replace").splitlines(keepends=True)
    if lines and not lines[-1].endswith("\n"):
        lines[-1] += "\n"
    return lines


def _binary(data: bytes | None) -> bool:
    return data is not None and b"\0" in data[:4096]
