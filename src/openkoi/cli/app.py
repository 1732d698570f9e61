"""What every command handler gets: paths, the workspace, output streams, settings."""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from openkoi.config import Paths, Settings, load_settings


@dataclass
class App:
    paths: Paths
    workspace: Path
    out: TextIO = field(default_factory=lambda: sys.stdout)
    err: TextIO = field(default_factory=lambda: sys.stderr)
    overrides: dict[str, Any] = field(default_factory=dict)
    _settings: Settings | None = None

    @property
    def settings(self) -> Settings:
        if self._settings is None:
            self._settings = load_settings(self.paths, workspace=self.workspace,
                                           overrides=self.overrides)
            from openkoi import logs

            logs.setup(self._settings.log_level)
        return self._settings

    def print(self, text: str = "") -> None:
        self.out.write(text + "\n")

    def print_json(self, data: Any) -> None:
        self.out.write(json.dumps(data, indent=2, default=str) + "\n")

    def note(self, text: str) -> None:
        """A progress / status line on stderr."""
        self.err.write(text + "\n")
        self.err.flush()

    def store(self) -> Any:
        from openkoi.memory.store import Store

        return Store.open(self.paths)
