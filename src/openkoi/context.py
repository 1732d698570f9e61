"""What every surface builds before it asks openkoi for anything: paths, the workspace, the
settings (read once, lazily, with the surface's overrides), and how to reach the person.

It sits at the bottom of the house, below the runner, so that the runner, the chat, the HTTP
API and the dashboard can all take one without importing each other. It holds no terminal
stream: a surface says how to tell the user something (``notify``) and how to ask them a
yes/no question (``confirm``; None = nobody to ask, the ``ask`` trust level refuses). The CLI's
``App`` is a Context with stdout/stderr added.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from openkoi.config import Overrides, Paths, Settings, load_settings

Notify = Callable[[str], None]
Confirm = Callable[[str], "bool | None"]


@dataclass
class Context:
    paths: Paths
    workspace: Path
    # what this surface asks for on top of the configuration (a task's own overrides are
    # applied later, to a copy: runner.TaskOptions.overrides)
    overrides: Overrides = field(default_factory=Overrides)
    notify: Notify | None = None  # a status line for the user (None: nobody reads them)
    confirm: Confirm | None = None  # a yes/no question; None = nobody to ask
    _settings: Settings | None = None

    @property
    def settings(self) -> Settings:
        if self._settings is None:
            self._settings = load_settings(self.paths, workspace=self.workspace,
                                           overrides=self.overrides)
            from openkoi import logs

            logs.setup(self._settings.log_level)
            for line in self._settings.notices:  # e.g. an untrusted project's ignored keys
                self.note(line)
        return self._settings

    def note(self, text: str) -> None:
        """A progress / status line for the user, if anyone listens."""
        if self.notify is not None:
            self.notify(text)
