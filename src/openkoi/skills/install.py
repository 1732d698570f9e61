"""Managed skills: skill folders a user installs (`openkoi learn install SOURCE`, the seed's
`openkoi learn --install`) into ``<data>/skills/managed/NAME/``, the ``managed`` source of
``skills.loader`` (above the bundled skills, below workspace, user and approved ones).

``found(source)`` lists the skills a source offers: the folder itself when it holds a
SKILL.md, else every ``<source>/<name>/SKILL.md``, ``<source>/skills/<name>/SKILL.md`` and
``<source>/.agents/skills/<name>/SKILL.md`` (a cloned skills repository, a project). Each is
parsed as the loader parses it: a SKILL.md the loader would skip is not installable.
``install`` copies the skill's folder (SKILL.md, scripts/, references/, ...) as plain files
into a temporary folder beside its destination and renames it into place, so a failed copy
leaves nothing half-installed; a symlink in the folder is refused (its target would be
copied into prompts). ``uninstall`` removes one.
"""

from __future__ import annotations

import re
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

from openkoi.config import Paths
from openkoi.errors import StorageError, UsageError
from openkoi.skills.loader import Skill, parse_skill

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")


@dataclass(frozen=True)
class Offered:
    skill: Skill
    folder: Path


def managed_dir(paths: Paths) -> Path:
    return paths.data / "skills" / "managed"


def found(source: Path) -> tuple[list[Offered], list[str]]:
    """(the skills ``source`` offers, the warnings of SKILL.md files that do not parse)."""
    source = source.expanduser()
    if source.is_file() and source.name == "SKILL.md":
        source = source.parent
    if not source.is_dir():
        raise UsageError(f"{source} is not a folder",
                         hint="give a skill folder (with SKILL.md) or a folder of them")
    warnings: list[str] = []
    if (source / "SKILL.md").is_file():
        folders = [source]
    else:
        folders = []
        for root in (source, source / "skills", source / ".agents" / "skills"):
            try:
                folders += sorted(p for p in root.iterdir()
                                  if p.is_dir() and (p / "SKILL.md").is_file())
            except OSError:
                continue
    offered: list[Offered] = []
    for folder in folders:
        md = folder / "SKILL.md"
        try:
            text = md.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            warnings.append(f"{md}: cannot read ({type(exc).__name__})")
            continue
        skill = parse_skill(text, source="managed", warnings=warnings, path=str(md))
        if skill is None:
            continue
        if not _NAME.match(skill.name):
            warnings.append(f"{md}: the name {skill.name!r} cannot be a folder name; skipped")
            continue
        offered.append(Offered(skill, folder))
    return offered, warnings


def install(paths: Paths, offered: Offered, *, force: bool = False) -> Path:
    """Copy ``offered`` into the managed skills; returns its folder there."""
    root = managed_dir(paths)
    dest = root / offered.skill.name
    if dest.exists() and not force:
        raise UsageError(f"skill {offered.skill.name!r} is already installed ({dest})",
                         hint="pass --force to replace it")
    for path in [offered.folder, *offered.folder.rglob("*")]:
        if path.is_symlink():
            raise UsageError(f"{path} is a symbolic link: a skill is installed as plain files",
                             hint="replace the link with the file it points to")
    try:
        root.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=".installing-", dir=root))
        try:
            shutil.copytree(offered.folder, staging / "skill",
                            ignore=shutil.ignore_patterns(".git", "__pycache__"))
            if dest.exists():
                old = staging / "old"
                dest.rename(old)
            (staging / "skill").rename(dest)
        finally:
            shutil.rmtree(staging, ignore_errors=True)
    except OSError as exc:
        raise StorageError(f"cannot install {offered.skill.name} into {root}: "
                           f"{exc.strerror or exc}",
                           hint=f"check the permissions of {root}") from exc
    return dest


def installed(paths: Paths) -> list[str]:
    """The names of the managed skills."""
    try:
        return sorted(p.name for p in managed_dir(paths).iterdir()
                      if p.is_dir() and (p / "SKILL.md").is_file())
    except OSError:
        return []


def uninstall(paths: Paths, name: str) -> Path:
    folder = managed_dir(paths) / name
    if not _NAME.match(name) or name not in installed(paths):
        raise UsageError(f"no installed skill {name!r}",
                         hint="installed: " + (", ".join(installed(paths)) or "none"))
    try:
        shutil.rmtree(folder)
    except OSError as exc:
        raise StorageError(f"cannot remove {folder}: {exc.strerror or exc}",
                           hint=f"remove it by hand: rm -r {folder}") from exc
    return folder
