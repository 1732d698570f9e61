"""What every command handler gets: the shared ``Context`` (paths, workspace, settings) plus
the terminal: stdout for results, stderr for progress, and stdin for the ``ask`` questions."""

from __future__ import annotations

import contextlib
import json
import sys
from dataclasses import dataclass, field
from typing import Any, TextIO

from openkoi.context import Context


@dataclass
class App(Context):
    out: TextIO = field(default_factory=lambda: sys.stdout)
    err: TextIO = field(default_factory=lambda: sys.stderr)

    def __post_init__(self) -> None:
        if self.notify is None:
            self.notify = self._write_err
        if self.confirm is None:
            self.confirm = self._ask

    def store(self) -> Any:
        from openkoi.memory.store import Store

        return Store.open(self.paths)

    def print(self, text: str = "") -> None:
        self.out.write(text + "\n")

    def flush(self) -> None:
        """Push out what was written (the result is shown before after-task work runs)."""
        for stream in (self.out, self.err):
            # a closed pipe: nothing more to show anyway
            with contextlib.suppress(OSError, ValueError):
                stream.flush()

    def print_json(self, data: Any) -> None:
        self.out.write(json.dumps(data, indent=2, default=str) + "\n")

    def _write_err(self, text: str) -> None:
        """A progress / status line on stderr."""
        self.err.write(text + "\n")
        self.err.flush()

    def _ask(self, question: str) -> bool | None:
        """A yes/no question on the terminal; None when stdin is no terminal to ask on."""
        try:
            if not sys.stdin.isatty():
                return None
        except (AttributeError, ValueError):
            return None
        self.err.write(question + " [y/N] ")
        self.err.flush()
        return sys.stdin.readline().strip().lower() in ("y", "yes")
