"""The OS-level wall around every command the agent runs (shell, test runners, linters, and
any later MCP server or plugin process): ``command(argv, ...)`` wraps an argv in bubblewrap.

Inside the sandbox:

- the whole file system is read-only (``/tmp`` included: a virtualenv may live there); the
  workspace and the task's private temp dir are the only writable places;
- secret places are hidden: ``~/.ssh``, ``~/.aws``, ``~/.config/gcloud``, ``~/.gnupg`` and the
  like (``SECRET_DIRS``/``SECRET_FILES``), and openkoi's own config dir (credentials, trust,
  config) and data dir (database, transcripts);
- protected paths inside the workspace (``.git/config``, ``.git/hooks``, ``.openkoi``,
  ``.agents``, ``.mcp.json``, shell rc files: the list ``tools/paths.py`` keeps for the file
  tools) are bound read-only over themselves when they exist, and ``.git`` over itself, so
  none of them can be renamed away and replaced (a mount point cannot be moved);
- no network unless the caller allows it (``--unshare-net`` leaves only loopback);
- its own PID namespace, all capabilities dropped and ``--die-with-parent``: when the command
  ends, or openkoi is killed (even with SIGKILL), every process it started dies with it, and
  ``/proc`` shows only the sandbox's own processes, so ``/proc/$PPID/environ`` is the
  sandbox's allowlisted environment, never openkoi's;
- the environment is an allowlist (``child_env``): PATH, HOME (a scratch home in the private
  temp dir), LANG/LC_*, TERM, TMPDIR and the names the user allowed, nothing else.

Why bubblewrap: it is in the distribution's packages, works unprivileged through user
namespaces, and costs a few milliseconds per command (bench/sandbox_bench.py, BENCHMARKS.md).
Where it is missing or cannot start (no user namespaces), ``detect`` says why once and
``available()`` is False: commands then still get the allowlisted environment and their own
process group, and the trust guard requires ``ask`` for every shell command (fail closed).
``OPENKOI_SANDBOX=off`` forces that mode (for a machine where bubblewrap misbehaves).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from openkoi import logs
from openkoi.config import Paths
from openkoi.tools.paths import PROTECTED_DIRS, PROTECTED_GIT, PROTECTED_NAMES

log = logs.get("tools.sandbox")

BUBBLEWRAP = "bubblewrap"
NONE = "none"

# Hidden (an empty read-only tmpfs over each) when they exist, relative to the user's home.
SECRET_DIRS = (".ssh", ".aws", ".config/gcloud", ".gnupg", ".azure", ".kube", ".docker",
               ".config/gh", ".password-store", ".config/op", ".local/share/keyrings")
# Hidden (/dev/null bound over each) when they exist.
SECRET_FILES = (".netrc", ".git-credentials", ".pgpass", ".npmrc", ".pypirc", ".my.cnf",
                ".config/hub", ".vault-token")
SYSTEM_SECRETS = ("/etc/shadow", "/etc/gshadow", "/etc/sudoers")
# Passed through from openkoi's environment, by name.
ALLOWED_ENV = ("PATH", "LANG", "LANGUAGE", "TERM", "TZ", "USER", "LOGNAME", "COLORTERM",
               "NO_COLOR")
# Set for every command so nothing waits for a pager or a password prompt.
NON_INTERACTIVE = {"PAGER": "cat", "GIT_PAGER": "cat", "GIT_TERMINAL_PROMPT": "0",
                   "SHELL": "/bin/bash"}


@dataclass(frozen=True)
class Status:
    """Which wall is up: ``kind`` is ``bubblewrap`` or ``none``; ``detail`` says why."""

    kind: str
    detail: str
    binary: str = ""

    @property
    def available(self) -> bool:
        return self.kind == BUBBLEWRAP


@cache
def detect() -> Status:
    """Find bubblewrap and check it can start here (once per process, ~10 ms)."""
    choice = os.environ.get("OPENKOI_SANDBOX", "auto").strip().lower()
    if choice in ("off", "none", "0", "no"):
        return Status(NONE, "turned off by OPENKOI_SANDBOX")
    binary = shutil.which("bwrap")
    if binary is None:
        return Status(NONE, "bubblewrap (bwrap) is not installed; install it with "
                      "`apt-get install bubblewrap` (or your system's package)")
    probe = [binary, "--die-with-parent", "--unshare-pid", "--unshare-net", "--cap-drop", "ALL",
             "--ro-bind", "/", "/", "--proc", "/proc", "--dev", "/dev", "true"]
    try:
        done = subprocess.run(probe, capture_output=True, timeout=10, env={"PATH": os.defpath})
    except (OSError, subprocess.TimeoutExpired) as exc:
        return Status(NONE, f"bubblewrap cannot start: {exc}")
    if done.returncode != 0:
        why = done.stderr.decode(errors="replace").strip().splitlines()
        return Status(NONE, "bubblewrap cannot start here"
                      + (f" ({why[-1]})" if why else "")
                      + "; user namespaces may be disabled")
    return Status(BUBBLEWRAP, f"bubblewrap ({binary}): workspace-only writes, secrets hidden, "
                  "no network unless allowed, own PID namespace", binary)


def available() -> bool:
    return detect().available


_warned = False


def warn_once() -> None:
    """Say, once per process, that commands run without a sandbox and why."""
    global _warned
    status = detect()
    if status.available or _warned:
        return
    _warned = True
    log.warning("no sandbox for shell commands: %s. Every shell command needs confirmation "
                "(trust 'ask') until one is available.", status.detail)


def child_env(temp_dir: Path, extra: Mapping[str, str] | None = None, *,
              environ: Mapping[str, str] | None = None,
              allowed: Iterable[str] = ()) -> dict[str, str]:
    """The whole environment of a child: an allowlist, never openkoi's own environment.

    ``allowed`` names further variables to pass through (the user's ``sandbox.env``);
    ``extra`` is added last (values the caller chose, e.g. PYTHONDONTWRITEBYTECODE)."""
    source = os.environ if environ is None else environ
    env = {name: source[name] for name in (*ALLOWED_ENV, *allowed) if name in source}
    env.update({name: value for name, value in source.items() if name.startswith("LC_")})
    env.setdefault("PATH", os.defpath)
    env.update(NON_INTERACTIVE)
    env["HOME"] = str(temp_dir / "home")
    env["TMPDIR"] = str(temp_dir)
    env.update(extra or {})
    return env


def make_temp_dir() -> Path:
    """A private (0700) temp dir for one task or one command; the caller removes it."""
    path = Path(tempfile.mkdtemp(prefix="openkoi-task-")).resolve()
    (path / "home").mkdir(mode=0o700)
    return path


def hidden_paths(paths: Paths | None = None, home: Path | None = None) -> list[Path]:
    """Existing places the sandbox hides: secret dirs and files, openkoi's config and data."""
    paths = paths or Paths.from_env()
    home = home or Path(os.path.expanduser("~"))
    found = [home / name for name in (*SECRET_DIRS, *SECRET_FILES)]
    found += [Path(p) for p in SYSTEM_SECRETS]
    found += [paths.home, paths.data, paths.config_file, paths.credentials, paths.state]
    out: list[Path] = []
    for path in found:
        if path.exists() or path.is_symlink():
            real = Path(os.path.realpath(path))
            out += [p for p in dict.fromkeys((path, real)) if p.exists()]
    return list(dict.fromkeys(out))


def protected_in(workspace: Path) -> list[Path]:
    """Existing protected paths directly in the workspace (read-only inside the sandbox)."""
    found = [workspace / name for name in (*PROTECTED_DIRS, *PROTECTED_NAMES)]
    git = workspace / ".git"
    if git.is_dir() and not git.is_symlink():
        found += [git.joinpath(*parts) for parts in PROTECTED_GIT]
    return [p for p in found if p.exists() and not p.is_symlink()]


def _within(path: Path, root: Path) -> bool:
    return path == root or root in path.parents


def _hide(path: Path, remount: list[str]) -> list[str]:
    """Arguments hiding ``path``; a dir's read-only remount is appended to ``remount`` (done
    last, so that writable places inside it can still be bound first)."""
    if path.is_dir():
        remount += ["--remount-ro", str(path)]
        return ["--tmpfs", str(path)]
    return ["--ro-bind", "/dev/null", str(path)]


def bwrap_args(workspace: Path, temp_dir: Path, *, network: bool = False,
               writable: Sequence[Path] = (), readable: Sequence[Path] = (),
               binary: str = "bwrap", paths: Paths | None = None) -> list[str]:
    """bubblewrap's arguments (up to and including ``--``) for one command.

    Order matters: later mounts cover earlier ones. Secrets are hidden first, then the
    workspace is bound writable (it may lie inside a hidden dir, e.g. under OPENKOI_HOME in
    tests), then secrets inside the workspace are hidden again and its protected paths bound
    read-only over themselves."""
    workspace = Path(os.path.realpath(workspace))
    temp_dir = Path(os.path.realpath(temp_dir))
    args = [binary, "--die-with-parent", "--unshare-pid", "--unshare-ipc", "--unshare-uts",
            "--unshare-cgroup-try", "--cap-drop", "ALL"]
    if not network:
        args.append("--unshare-net")
    # /tmp stays visible read-only like the rest: a virtualenv or a checkout may live there
    args += ["--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc"]
    hidden = hidden_paths(paths)
    rw = [workspace, temp_dir, *(Path(os.path.realpath(p)) for p in writable)]
    inside = [h for h in hidden if any(_within(h, r) and h != r for r in rw)]
    # a secret inside another hidden place (credentials/ inside the config dir) is covered
    # by it, unless a writable place in between brings it back
    outside = [h for h in hidden if h not in inside and h not in rw
               and not any(_within(h, o) and h != o for o in hidden)]
    ro: list[str] = []
    for path in outside:  # including dirs that hold a writable place (bound back below)
        args += _hide(path, ro)
    for path in rw:
        args += ["--bind", str(path), str(path)]
    for path in inside:  # a secret inside a writable place
        args += _hide(path, ro)
    for path in readable:  # e.g. a harness's spec file in a temp dir under /tmp
        real = os.path.realpath(path)
        args += ["--ro-bind", real, real]
    git = workspace / ".git"
    if git.is_dir() and not git.is_symlink():
        # .git bound over itself becomes a mount point: it can no longer be renamed away
        # and replaced by a .git whose config and hooks are the command's own
        args += ["--bind", str(git), str(git)]
        if not (git / "hooks").exists():  # an empty, read-only hooks dir: none can be added
            args += ["--tmpfs", str(git / "hooks")]
            ro += ["--remount-ro", str(git / "hooks")]
    for path in protected_in(workspace):
        args += ["--ro-bind", str(path), str(path)]
    gitconfig = Path(os.path.expanduser("~/.gitconfig"))
    if gitconfig.is_file():  # git needs the user's name and e-mail to commit
        args += ["--ro-bind", str(gitconfig), str(temp_dir / "home" / ".gitconfig")]
    args += ro + ["--chdir", str(workspace), "--"]
    return args


def command(argv: Sequence[str], workspace: Path, temp_dir: Path, *,
            network: bool = False, writable: Sequence[Path] = (),
            readable: Sequence[Path] = ()) -> list[str]:
    """``argv`` wrapped in the sandbox, or unchanged when none is available (the caller's
    trust guard then requires confirmation; see ``warn_once``)."""
    status = detect()
    if not status.available:
        return list(argv)
    return [*bwrap_args(workspace, temp_dir, network=network, writable=writable,
                        readable=readable, binary=status.binary), *argv]
