"""`openkoi update`: bring this installation up to date, the way it was installed.

From a source checkout (the README's `scripts/openkoi`, an editable install): the git
commands that update it. From a package index: the newest version the index has
(``OPENKOI_INDEX_URL``, PyPI's JSON API by default), compared with this one, and the
upgrade command of the installer that made this environment (pipx, uv tool or pip); with
``--yes`` it runs that command. ``--check`` only reports (exit 1 when an update exists).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from openkoi import __version__
from openkoi.cli import exits
from openkoi.cli.app import App
from openkoi.errors import ProviderUnavailable, UsageError

PACKAGE = "openkoi"
INDEX_URL = "https://pypi.org/pypi/openkoi/json"
TIMEOUT_S = 10.0


@dataclass(frozen=True)
class Install:
    kind: str  # "checkout" | "pipx" | "uv" | "pip"
    where: str  # the checkout folder, or the environment's prefix


def register(sub: Any) -> None:
    p = sub.add_parser("update", help="update openkoi the way it was installed",
                       description="From a source checkout: prints the git commands that "
                       "update it. Installed from a package index: asks the index "
                       "(OPENKOI_INDEX_URL, default PyPI) for the newest version and prints the "
                       "upgrade command for the installer used (pipx, uv tool, pip); --yes "
                       "runs it. --check only reports, exit 1 when an update exists.")
    p.add_argument("--yes", action="store_true", help="run the upgrade command")
    p.add_argument("--check", action="store_true",
                   help="only report whether an update exists (exit 1 if so)")
    p.set_defaults(handler=update)


def update(args: argparse.Namespace, app: App) -> int:
    if args.yes and args.check:
        raise UsageError("--yes and --check do not go together")
    found = detect_install()
    if found.kind == "checkout":
        app.print(f"openkoi {__version__} runs from the source checkout {found.where}.")
        if not (Path(found.where) / ".git").exists():
            app.print("it is not a git clone: update that folder the way you got it")
            return exits.OK
        app.print(f"update it with:  git -C {found.where} pull --ff-only")
        app.print("(scripts/openkoi reinstalls the dependencies on its next run when "
                  "pyproject.toml changed)")
        return exits.OK
    latest = latest_version(os.environ.get("OPENKOI_INDEX_URL", INDEX_URL))
    if not _newer(latest, __version__):
        app.print(f"openkoi {__version__} is up to date (the index has {latest})")
        return exits.OK
    command = upgrade_command(found)
    app.print(f"openkoi {latest} is available (this is {__version__}); upgrade with:  "
              + " ".join(command))
    if args.check:
        return exits.TASK_NOT_MET
    if not args.yes:
        return exits.OK
    done = subprocess.run(command, check=False)
    if done.returncode != 0:
        app.note(f"the upgrade command failed (exit {done.returncode}); run it yourself")
        return exits.TASK_NOT_MET
    app.print(f"updated to {latest}")
    return exits.OK


def detect_install(prefix: str | None = None, direct_url: str | None = None) -> Install:
    """How this openkoi was installed (arguments for tests; defaults read this process)."""
    prefix = prefix or sys.prefix
    if direct_url is None:
        direct_url = _direct_url()
    if direct_url:
        try:
            info = json.loads(direct_url)
        except ValueError:
            info = {}
        url = str(info.get("url", ""))
        if info.get("dir_info", {}).get("editable") and url.startswith("file://"):
            return Install("checkout", url[len("file://"):])
    normalized = prefix.replace(os.sep, "/")
    if "/pipx/venvs/" in normalized:
        return Install("pipx", prefix)
    if "/uv/tools/" in normalized:
        return Install("uv", prefix)
    return Install("pip", prefix)


def _direct_url() -> str:
    from importlib import metadata

    try:
        return metadata.distribution(PACKAGE).read_text("direct_url.json") or ""
    except metadata.PackageNotFoundError:
        return ""


def upgrade_command(found: Install) -> list[str]:
    if found.kind == "pipx":
        return ["pipx", "upgrade", PACKAGE]
    if found.kind == "uv":
        return ["uv", "tool", "upgrade", PACKAGE]
    return [str(Path(sys.executable)), "-m", "pip", "install", "--upgrade", PACKAGE]


def latest_version(url: str) -> str:
    import httpx

    try:
        resp = httpx.get(url, timeout=TIMEOUT_S, follow_redirects=True)
    except httpx.HTTPError as exc:
        raise ProviderUnavailable(f"cannot reach the package index ({url}): "
                                  f"{type(exc).__name__}",
                                  hint="check the network, or set OPENKOI_INDEX_URL") from None
    if resp.status_code == 404:
        raise UsageError(f"the index at {url} has no package {PACKAGE!r}",
                         hint="this installation came from elsewhere; update it the same way")
    try:
        version = resp.json()["info"]["version"]
    except (ValueError, KeyError, TypeError):
        raise ProviderUnavailable(f"the index at {url} answered HTTP {resp.status_code} "
                                  "without a version", hint="try again later") from None
    return str(version)


def _newer(candidate: str, current: str) -> bool:
    from packaging.version import InvalidVersion, Version

    try:
        return Version(candidate) > Version(current)
    except InvalidVersion:
        return candidate != current
