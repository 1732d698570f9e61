"""The paths a layout tree in the task spells out.

Tasks often draw the files of a package as a tree, a folder line and its files indented
under it::

    resistors/
        __init__.py    # re-exports decode, ...
        bands.py       # decode()

(or with ``tree``'s ``├──`` / ``└──``). Each file line names a path inside the folders
above it: ``resistors/__init__.py``, not a second ``__init__.py`` at the top (heldout21's
resistor_package: every right version was "missing" a top-level ``__init__.py``).

Read only inside fenced blocks, and only where a folder line has a file under it.
"""

from __future__ import annotations

import re

_FENCE = re.compile(r"^\s*(```|~~~)")
_TREE = r"[\s│├└─|`+\\-]*"  # indentation and the tree's drawing characters
_FOLDER = re.compile(r"^(?P<lead>" + _TREE + r")(?P<name>[\w.-]+)/\s*(?:#.*)?$")
_FILE = re.compile(r"^(?P<lead>" + _TREE + r")(?P<name>[\w.-]+\.[A-Za-z0-9]{1,8})\s*(?:#.*)?$")


def layout_paths(task: str) -> list[str]:
    """The file paths the task's layout trees spell out, in order (only those inside a
    folder: a tree's top-level file is named as it is written)."""
    out: list[str] = []
    for block in _blocks(task):
        folders: list[tuple[int, str]] = []  # (depth, name) of the open folders
        for line in block:
            if not line.strip():
                continue
            m = _FOLDER.match(line) or _FILE.match(line)
            if m is None:
                folders = []  # prose inside the block: no tree here
                continue
            depth = len(m.group("lead"))
            while folders and folders[-1][0] >= depth:
                folders.pop()
            if m.re is _FOLDER:
                folders.append((depth, m.group("name")))
            elif folders:
                path = "/".join([*(name for _, name in folders), m.group("name")])
                if path not in out:
                    out.append(path)
    return out


def _blocks(task: str) -> list[list[str]]:
    blocks: list[list[str]] = []
    current: list[str] | None = None
    for line in task.splitlines():
        if _FENCE.match(line):
            if current is None:
                current = []
            else:
                blocks.append(current)
                current = None
        elif current is not None:
            current.append(line)
    return blocks
