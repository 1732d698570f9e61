"""A throwaway copy of the work: files laid down in a temporary folder, removed afterwards."""

from __future__ import annotations

import tempfile
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path


def lay_down(root: Path, name: str, data: bytes) -> None:
    """Write one file of a copy under ``root``; a name that escapes it is not laid down."""
    path = (root / name).resolve()
    if root.resolve() not in path.parents:
        return  # a name that escapes the copy is not laid down
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)


@contextmanager
def laid_down(files: Mapping[str, bytes], prefix: str = "openkoi-copy-") -> Iterator[Path]:
    """A throwaway folder holding ``files`` (name -> content), removed afterwards."""
    with tempfile.TemporaryDirectory(prefix=prefix) as tmp:
        root = Path(tmp)
        for name, data in files.items():
            lay_down(root, name, data)
        yield root
