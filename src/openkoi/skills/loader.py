"""Skills in the Agent Skills format: a folder with SKILL.md (YAML frontmatter + markdown),
optionally ``scripts/`` and ``references/`` beside it.

Frontmatter (agentskills.io): ``name``, ``description``, optional ``license``,
``compatibility``, ``metadata`` (a mapping) and ``allowed-tools``. openkoi adds
``kind: evaluator`` with ``metadata.dimensions`` (a list of ``{name, weight}``: the rubric
the judge scores against), ``metadata.categories`` (what tasks the skill is for) and
``metadata.requires-files`` (the skill only applies in a workspace holding one of these
files).

Sources, lowest precedence first (a later source overrides a skill of the same name):

    bundled    the package's ``skills/bundled/``
    managed    ``<data>/skills/managed/``
    workspace  ``<workspace>/.agents/skills/`` and ``.agents/evaluators/`` (trusted folders only)
    user       ``<config>/skills/user/`` and ``<config>/evaluators/user/``
    approved   ``<config>/skills/approved/``: pattern-proposed skills the user approved with
               ``openkoi learn`` (pending proposals in ``<config>/skills/proposed/`` are never
               loaded)

Parsing is lenient: a broken SKILL.md is skipped with a warning naming the file, never a crash.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from openkoi.config import Paths

SOURCES = ("bundled", "managed", "workspace", "user", "approved")  # lowest precedence first
KINDS = ("task", "evaluator")


@dataclass(frozen=True)
class Dimension:
    name: str
    weight: float


@dataclass(frozen=True)
class Skill:
    name: str
    description: str
    body: str
    kind: str = "task"  # task | evaluator
    categories: tuple[str, ...] = ()
    dimensions: tuple[Dimension, ...] = ()
    source: str = "bundled"
    metadata: dict[str, Any] = field(default_factory=dict)
    path: str = ""  # the SKILL.md it came from ("" for text parsed in memory)
    license: str = ""
    compatibility: str = ""
    allowed_tools: tuple[str, ...] = ()
    requires_files: tuple[str, ...] = ()

    @property
    def folder(self) -> Path | None:
        return Path(self.path).parent if self.path else None

    def resources(self) -> list[str]:
        """The files under the skill's ``scripts/`` and ``references/`` folders."""
        folder = self.folder
        if folder is None:
            return []
        found = []
        for sub in ("scripts", "references"):
            root = folder / sub
            if root.is_dir():
                found += sorted(str(p.relative_to(folder)) for p in root.rglob("*")
                                if p.is_file())
        return found

    def summary(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "source": self.source,
                "description": self.description, "categories": list(self.categories),
                "dimensions": [{"name": d.name, "weight": d.weight} for d in self.dimensions],
                "path": self.path, "resources": self.resources()}


def _str_list(value: Any) -> tuple[str, ...]:
    if isinstance(value, str):
        return tuple(v for v in value.replace(",", " ").split() if v)
    if isinstance(value, list):
        return tuple(str(v) for v in value if isinstance(v, str | int | float))
    return ()


def parse_skill(text: str, *, source: str, warnings: list[str], path: str = "") -> Skill | None:
    import yaml

    where = path or source
    if not text.startswith("---"):
        warnings.append(f"{where}: no YAML frontmatter; skipped")
        return None
    end = text.find("\n---", 3)
    if end == -1:
        warnings.append(f"{where}: frontmatter is not closed with ---; skipped")
        return None
    try:
        meta = yaml.safe_load(text[3:end]) or {}
    except yaml.YAMLError as exc:
        warnings.append(f"{where}: invalid YAML frontmatter ({exc.__class__.__name__}); skipped")
        return None
    if not isinstance(meta, dict) or not meta.get("name"):
        warnings.append(f"{where}: frontmatter needs a name; skipped")
        return None
    kind = str(meta.get("kind", "task"))
    if kind not in KINDS:
        warnings.append(f"{where}: unknown kind {kind!r} (task or evaluator); skipped")
        return None
    metadata = meta.get("metadata") or {}
    if not isinstance(metadata, dict):
        warnings.append(f"{where}: metadata is not a mapping; ignored")
        metadata = {}
    dims = []
    raw_dims = metadata.get("dimensions") or []
    for raw in raw_dims if isinstance(raw_dims, list) else []:
        try:
            dims.append(Dimension(str(raw["name"]), float(raw["weight"])))
        except (KeyError, TypeError, ValueError):
            warnings.append(f"{where}: dimension {raw!r} needs a name and a numeric weight")
    dims = [d for d in dims if d.weight > 0]
    if kind == "evaluator" and not dims:
        warnings.append(f"{where}: an evaluator needs metadata.dimensions; skipped")
        return None
    return Skill(
        name=str(meta["name"]), description=str(meta.get("description", "")),
        body=text[end + 4:].strip(), kind=kind,
        categories=tuple(c.lower() for c in _str_list(metadata.get("categories"))),
        dimensions=tuple(dims), source=source, metadata=metadata, path=path,
        license=str(meta.get("license", "") or ""),
        compatibility=str(meta.get("compatibility", "") or ""),
        allowed_tools=_str_list(meta.get("allowed-tools")),
        requires_files=_str_list(metadata.get("requires-files")))


def bundled_skills(warnings: list[str] | None = None) -> list[Skill]:
    warnings = [] if warnings is None else warnings
    root = resources.files(__package__).joinpath("bundled")
    skills = []
    for entry in sorted(root.iterdir(), key=lambda e: e.name):
        md = entry.joinpath("SKILL.md")
        if md.is_file():
            skill = parse_skill(md.read_text(encoding="utf-8"), source="bundled",
                                warnings=warnings, path=str(md))
            if skill is not None:
                skills.append(skill)
    return skills


def load_folder(root: Path, source: str, warnings: list[str]) -> list[Skill]:
    """Every ``<root>/<name>/SKILL.md`` (a missing root is no skills, not an error)."""
    try:
        entries = sorted(p for p in root.iterdir() if p.is_dir())
    except FileNotFoundError:
        return []
    except OSError as exc:
        warnings.append(f"{root}: cannot list skills ({exc.strerror}); skipped")
        return []
    skills = []
    for entry in entries:
        md = entry / "SKILL.md"
        if not md.is_file():
            continue
        try:
            text = md.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            warnings.append(f"{md}: cannot read ({exc.__class__.__name__}); skipped")
            continue
        skill = parse_skill(text, source=source, warnings=warnings, path=str(md))
        if skill is not None:
            skills.append(skill)
    return skills


def source_folders(paths: Paths, workspace: Path | None) -> list[tuple[str, Path]]:
    """(source, folder) pairs in precedence order, lowest first (bundled is not a folder)."""
    folders = [("managed", paths.data / "skills" / "managed")]
    if workspace is not None:
        folders += [("workspace", workspace / ".agents" / "skills"),
                    ("workspace", workspace / ".agents" / "evaluators")]
    folders += [("user", paths.home / "skills" / "user"),
                ("user", paths.home / "evaluators" / "user"),
                ("approved", approved_dir(paths))]
    return folders


def approved_dir(paths: Paths) -> Path:
    return paths.home / "skills" / "approved"


def proposed_dir(paths: Paths) -> Path:
    return paths.home / "skills" / "proposed"


def load_skills(paths: Paths, workspace: Path | None = None, *, trusted: bool = False,
                warnings: list[str] | None = None) -> list[Skill]:
    """Every skill from every source, later sources overriding earlier ones by name.
    Workspace skills are read only when ``trusted`` (else a warning says they were skipped)."""
    warnings = [] if warnings is None else warnings
    by_name: dict[str, Skill] = {s.name: s for s in bundled_skills(warnings)}
    skipped: list[Path] = []
    for source, folder in source_folders(paths, workspace):
        if source == "workspace" and not trusted:
            if folder.is_dir() and any((p / "SKILL.md").is_file() for p in folder.iterdir()):
                skipped.append(folder)
            continue
        for skill in load_folder(folder, source, warnings):
            by_name[skill.name] = skill
    if skipped and workspace is not None:
        warnings.append(f"workspace skills in {', '.join(str(s) for s in skipped)} were not "
                        f"loaded: the folder is not trusted (openkoi trust folder add "
                        f"{workspace})")
    return list(by_name.values())


def pick_evaluator(changed_files: list[str], skills: list[Skill], task: str = "") -> Skill:
    """The evaluator for a task's category (see ``skills.categories``); general otherwise."""
    from openkoi.skills.categories import choose_evaluator

    return choose_evaluator(task, changed_files, skills)
