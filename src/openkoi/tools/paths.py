"""Workspace confinement: where a tool may read and write.

Reads are allowed inside the workspace and the task's private temp dir (``ctx.temp_dir``,
not the system's); writes too, except to protected paths (git config and hooks, shell rc
files, openkoi's and agents' own config), which are refused wherever they sit, even before
they exist. Paths are resolved through symlinks first (for a path that does not exist yet,
through its nearest existing parent), so a link inside the workspace that points outside is
an escape, not a shortcut. A file with more than one hard link is refused for reading and
writing (its other name may be outside, and nothing says where). openkoi's own config and
data dirs (``ctx.private_dirs``: keys, trust levels, the database) are refused even when the
workspace contains them. The tools then open what was checked with ``O_NOFOLLOW``
(``openkoi.fsio``) and write by rename, so a link swapped in afterwards is not followed.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path, PurePosixPath

from openkoi import fsio
from openkoi.errors import PolicyViolation, ToolError
from openkoi.tools.base import ToolContext

# Files a tool may never write, matched by name anywhere (lower-cased: case-insensitive
# file systems would otherwise let ".BASHRC" through).
PROTECTED_NAMES = frozenset(
    {".bashrc", ".zshrc", ".profile", ".bash_profile", ".zprofile", ".bash_login", ".mcp.json"}
)
# Directories whose whole contents are protected, matched as a path component anywhere.
PROTECTED_DIRS = frozenset({".openkoi", ".agents"})
# Paths inside a git directory: the config file and everything under hooks/.
PROTECTED_GIT = (("config",), ("hooks",))


def temp_root() -> Path:
    """The system temp dir, resolved (where the shell rules let ``rm -r`` act; the file tools
    use only the task's private temp dir, ``ctx.temp_dir``)."""
    return Path(tempfile.gettempdir()).resolve()


def roots(ctx: ToolContext) -> list[Path]:
    """Where the file tools may go: the workspace, then the task's private temp dir."""
    found = [_resolve(ctx.workspace)]
    if ctx.temp_dir is not None:
        found.append(_resolve(ctx.temp_dir))
    return found


def private_dir(path: Path, ctx: ToolContext) -> Path | None:
    """The private openkoi dir (config, data) that ``path`` is in, or None."""
    for folder in ctx.private_dirs:
        real = Path(os.path.realpath(folder))
        if _within(path, real):
            return real
    return None


def readable(path: Path, ctx: ToolContext) -> bool:
    """Whether a file met while walking a folder may be read: it resolves inside the roots,
    outside the private dirs, and has a single hard link."""
    real = Path(os.path.realpath(path))
    if not any(_within(real, r) for r in roots(ctx)) or private_dir(real, ctx) is not None:
        return False
    return not fsio.hard_linked(real)


def _resolve(path: Path) -> Path:
    """Resolve symlinks in every existing component; the missing rest is normalised."""
    try:
        return path.resolve(strict=False)
    except (OSError, RuntimeError) as exc:  # symlink loop, unreadable component
        raise ToolError(
            f"cannot resolve path {str(path)!r}: {exc}",
            hint="check for a symlink loop or a directory you may not read",
        ) from None


def _within(path: Path, root: Path) -> bool:
    return path == root or root in path.parents


def protected_reason(rel: PurePosixPath | Path) -> str | None:
    """Why writing ``rel`` (a path relative to its root) is forbidden, or None."""
    parts = [p.lower() for p in rel.parts]
    if parts and parts[-1] in PROTECTED_NAMES:
        return f"{parts[-1]} is protected (shell start-up or agent configuration)"
    for i, part in enumerate(parts):
        if part in PROTECTED_DIRS:
            return f"{part}/ is protected (agent configuration)"
        if part == ".git":
            rest = tuple(parts[i + 1:])
            for prefix in PROTECTED_GIT:
                if rest[:len(prefix)] == prefix:
                    return f".git/{'/'.join(prefix)} is protected (git runs it or obeys it)"
    return None


def display(path: Path, ctx: ToolContext) -> str:
    """``path`` relative to the workspace (posix) when inside it, else absolute."""
    workspace = _resolve(ctx.workspace)
    if _within(path, workspace):
        rel = path.relative_to(workspace).as_posix()
        return rel or "."
    return str(path)


def resolve_in_workspace(path: str | Path, ctx: ToolContext, *, for_write: bool) -> Path:
    """Resolve ``path`` (relative to the workspace) and check it may be read or written.

    Raises PolicyViolation for paths outside the workspace and the task's temp dir, inside
    openkoi's private dirs, for hard-linked files, and, when ``for_write``, for protected
    paths.
    """
    raw = os.fspath(path)
    if not raw.strip():
        raise PolicyViolation("empty path", hint="give a path relative to the workspace")
    if "\x00" in raw:
        raise PolicyViolation("path contains a NUL byte", hint="remove the NUL character")
    workspace = _resolve(ctx.workspace)
    candidate = Path(raw).expanduser()
    if not candidate.is_absolute():
        candidate = workspace / candidate
    lexical = Path(os.path.normpath(candidate))
    resolved = _resolve(candidate)

    verb = "write" if for_write else "read"
    root = next((r for r in roots(ctx) if _within(resolved, r)), None)
    if root is None:
        via = f" (it resolves through a symlink to {resolved})" if resolved != lexical else ""
        raise PolicyViolation(
            f"cannot {verb} {raw!r}: outside the workspace {workspace}{via}",
            hint="use a path inside the workspace",
        )
    private = private_dir(resolved, ctx) or private_dir(lexical, ctx)
    if private is not None:
        raise PolicyViolation(
            f"cannot {verb} {raw!r}: it is inside openkoi's own folder {private} "
            "(keys, trust levels, the database)",
            hint="tools never touch openkoi's config or data; use a path in the project")
    if fsio.hard_linked(resolved):
        raise PolicyViolation(
            f"cannot {verb} {raw!r}: it has other hard links (another name for the same "
            "file may be outside the workspace)",
            hint="copy the file instead of linking it")
    if for_write:
        # Check the path as written and as resolved: a link named .git/hooks pointing
        # elsewhere still makes git run what is written through it.
        checks = [resolved.relative_to(root)]
        for base in (workspace, ctx.workspace, root):
            if _within(lexical, base):
                checks.append(lexical.relative_to(base))
        for rel in checks:
            reason = protected_reason(rel)
            if reason is not None:
                raise PolicyViolation(
                    f"cannot write {raw!r}: {reason}",
                    hint="leave this file alone; ask the user to change it",
                )
    return resolved
