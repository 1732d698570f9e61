"""A task's changes in the workspace's git repository, as a diff or a pushed branch, without
touching the user's checkout.

Everything goes through a temporary index (``GIT_INDEX_FILE``) started from ``HEAD``: the
task's changed files (and only those) are added to it, its tree becomes a commit whose parent
is ``HEAD``, and that commit is pushed to ``refs/heads/openkoi/TASK`` on the remote. The
working tree, the real index, ``HEAD`` and the user's branches stay as they were.
"""

from __future__ import annotations

import os
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from openkoi.errors import IntegrationError

GIT_TIMEOUT_S = 60
DIFF_MAX = 60_000  # GitHub refuses comments over 65,536 characters


@dataclass(frozen=True)
class Changes:
    root: Path  # the repository's top level
    head: str  # the commit the changes are on
    branch: str  # the branch HEAD is on ("" when detached)
    tree: str  # HEAD's tree with the task's files as they are now
    files: tuple[str, ...]  # relative to root
    diff: str  # HEAD -> tree, the task's files only

    @property
    def empty(self) -> bool:
        return not self.diff.strip()


def collect(workspace: str | Path, files: list[str]) -> Changes:
    """The task's ``files`` (relative to ``workspace``) as they are now, against HEAD."""
    where = Path(workspace)
    top = _git(where, "rev-parse", "--show-toplevel").strip()
    if not top:
        raise IntegrationError(f"{where} is not in a git repository", permanent=True)
    root = Path(top)
    head = _git(root, "rev-parse", "--verify", "HEAD").strip()
    branch = _git(root, "symbolic-ref", "--quiet", "--short", "HEAD", check=False).strip()
    paths = []
    for name in files:
        full = (where / name).resolve()
        try:
            paths.append(full.relative_to(root.resolve()).as_posix())
        except ValueError:
            continue  # outside the repository
    ignored = set(_git(root, "check-ignore", "--no-index", "--stdin", check=False,
                       stdin="\n".join(paths)).splitlines()) if paths else set()
    paths = [p for p in paths if p not in ignored]
    with tempfile.TemporaryDirectory(prefix="openkoi-index-") as tmp:
        env = {"GIT_INDEX_FILE": str(Path(tmp) / "index")}
        _git(root, "read-tree", head, env=env)
        present = [p for p in paths if (root / p).exists()]
        gone = [p for p in paths if not (root / p).exists()]
        if present:
            _git(root, "add", "-A", "--", *present, env=env)
        if gone:
            _git(root, "rm", "--cached", "--quiet", "--ignore-unmatch", "--", *gone, env=env)
        tree = _git(root, "write-tree", env=env).strip()
    diff = _git(root, "diff", "--no-color", "--no-ext-diff", head, tree)
    return Changes(root, head, branch, tree, tuple(paths), diff)


def push(changes: Changes, remote: str, branch: str, message: str) -> str:
    """Commit the changes' tree on HEAD and push it to ``branch`` on ``remote`` (the task's
    own branch, so it is forced); the commit."""
    env = {} if _git(changes.root, "config", "user.email", check=False).strip() else {
        "GIT_AUTHOR_NAME": "openkoi", "GIT_AUTHOR_EMAIL": "openkoi@localhost",
        "GIT_COMMITTER_NAME": "openkoi", "GIT_COMMITTER_EMAIL": "openkoi@localhost"}
    commit = _git(changes.root, "commit-tree", changes.tree, "-p", changes.head,
                  "-m", message, env=env).strip()
    _git(changes.root, "push", "--quiet", remote, f"+{commit}:refs/heads/{branch}")
    return commit


def truncated(diff: str, limit: int = DIFF_MAX) -> str:
    if len(diff) <= limit:
        return diff
    cut = diff.rfind("\n", 0, limit)
    return diff[:cut if cut > 0 else limit] + f"\n... ({len(diff) - limit} more characters)\n"


def _git(where: Path, *args: str, env: dict[str, str] | None = None, check: bool = True,
         stdin: str | None = None) -> str:
    try:
        done = subprocess.run(["git", "-C", str(where), *args], capture_output=True, text=True,
                              timeout=GIT_TIMEOUT_S, input=stdin,
                              env={**os.environ, "GIT_TERMINAL_PROMPT": "0", **(env or {})})
    except FileNotFoundError:
        raise IntegrationError("git is not installed", permanent=True) from None
    except subprocess.TimeoutExpired:
        raise IntegrationError(f"git {args[0]} took over {GIT_TIMEOUT_S} s") from None
    if check and done.returncode != 0:
        detail = " ".join((done.stderr or done.stdout).split())[:300]
        raise IntegrationError(f"git {args[0]} failed: {detail}",
                               permanent=args[0] != "push")
    return done.stdout
