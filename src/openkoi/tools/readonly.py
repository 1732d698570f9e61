"""Files that are read-only for one task (the task's spec), enforced where every write passes.

The registry refuses a file tool's write to one of them before it runs, saying why, and
after any other tool that can change the workspace (the shell) it puts back a spec file the
tool changed and tells the model so. The whole-file format writes through the registry
too, so no edit format can rewrite the spec: "the tests fail, fix the bug" stays a task
about the code, not about the tests.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class ReadOnly:
    originals: dict[str, bytes] = field(default_factory=dict)  # path -> content at the start
    reasons: dict[str, str] = field(default_factory=dict)  # path -> why it is read-only

    def refusal(self, path: str) -> str | None:
        """Why ``path`` (workspace-relative) may not be written, or None."""
        return self.reasons.get(path)

    def undo(self, workspace: Path) -> list[str]:
        """Put back every read-only file that differs from its original; return their
        names."""
        undone: list[str] = []
        for name, data in self.originals.items():
            path = workspace / name
            try:
                current = path.read_bytes() if path.is_file() else None
            except OSError:
                current = None
            if current != data or path.is_symlink():
                if path.is_symlink():  # never write through a link a command left there
                    path.unlink()
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(data)
                undone.append(name)
        return undone

    def note(self, names: list[str]) -> str:
        return "; ".join(f"{n} is read-only for this task ({self.reasons.get(n, 'the spec')}): "
                         "the change to it was undone" for n in names)
