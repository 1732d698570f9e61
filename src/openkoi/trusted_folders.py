"""Trusted folders: the single gate for what a workspace may bring with it. Only from a
trusted folder does openkoi load the workspace's own skills (``.agents/skills``,
``.agents/evaluators``) and take its ``.openkoi/config.toml`` as it is; from any other folder
that file may only tighten (see ``openkoi.project_config``). A cloned repository could
otherwise put instructions into every prompt or send the user's API key to its own server,
so nothing is trusted until the user says so with ``openkoi trust folder add PATH``.

Stored in ``<config>/trusted-folders.json`` as ``{"folders": ["/abs/path", ...]}`` (written
atomically). A folder is trusted when it, or a folder above it, is in the list.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Protocol

from openkoi.errors import ConfigError, StorageError, UsageError
from openkoi.fsio import atomic_write


class Paths(Protocol):
    """What is needed of ``openkoi.config.Paths`` (which sits above this module)."""

    @property
    def home(self) -> Path: ...


def _file(paths: Paths) -> Path:
    return paths.home / "trusted-folders.json"


def folders(paths: Paths) -> list[str]:
    path = _file(paths)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return []
    except (OSError, ValueError) as exc:
        raise ConfigError(f"cannot read {path}: {exc}",
                          hint="fix or delete it; `openkoi trust folder add` rewrites it") from None
    found = data.get("folders") if isinstance(data, dict) else None
    if not isinstance(found, list) or not all(isinstance(f, str) for f in found):
        raise ConfigError(f"{path} is not a trusted-folders file",
                          hint='expected {"folders": ["/path", ...]}; delete it to start over')
    return list(found)


def _resolve(folder: Path | str) -> Path:
    return Path(folder).expanduser().resolve()


def is_trusted(paths: Paths, workspace: Path) -> bool:
    here = _resolve(workspace)
    for f in folders(paths):
        root = Path(f)
        if here == root or root in here.parents:
            return True
    return False


def add(paths: Paths, folder: Path | str) -> str:
    target = _resolve(folder)
    if not target.is_dir():
        raise UsageError(f"{target} is not a folder", hint="give the project folder to trust")
    current = folders(paths)
    if str(target) not in current:
        _write(paths, [*current, str(target)])
    return str(target)


def remove(paths: Paths, folder: Path | str) -> bool:
    target = str(_resolve(folder))
    current = folders(paths)
    if target not in current:
        return False
    _write(paths, [f for f in current if f != target])
    return True


def _write(paths: Paths, found: list[str]) -> None:
    try:
        atomic_write(_file(paths), json.dumps({"folders": sorted(found)}, indent=2) + "\n")
    except OSError as exc:
        raise StorageError(f"cannot write {_file(paths)}: {exc.strerror or exc}",
                           hint="check the config folder's permissions") from None
