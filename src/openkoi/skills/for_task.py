"""The skills one task runs with: every loaded skill (the evaluators among them judge it)
and the task skills selected for it, whose instructions join the executor's directive.

``prepare`` loads the sources (workspace skills only in a trusted folder), ranks and selects
the task skills (``select``), records the selection in ``skill_usage`` so that later tasks
can measure its effect, and logs a warning for every skipped SKILL.md. Skills are a help:
anything failing here (an unreadable trusted-folders file, the embedder) leaves the task
with the bundled skills and a warning, never fails it.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from openkoi.config import Paths
from openkoi.skills.loader import Skill, bundled_skills
from openkoi.skills.select import Ranked

log = logging.getLogger("openkoi.skills")
BODY_CHARS = 1500  # per selected skill in the prompt
_CACHE: dict[str, TaskSkills] = {}
_CACHE_MAX = 32


@dataclass
class TaskSkills:
    skills: list[Skill]
    selected: list[Ranked] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    def directive(self, base: str = "") -> str:
        """``base`` (the Sovereign's and Parliament's instructions), then the skills."""
        if not self.selected:
            return base
        from openkoi.prompts import render

        shown = [{"name": r.skill.name, "description": r.skill.description,
                  "body": _clip(r.skill.body)} for r in self.selected]
        text = render("skills_directive", skills=shown).strip()
        return "\n\n".join(d for d in (base, text) if d)


def _clip(body: str) -> str:
    return body if len(body) <= BODY_CHARS else body[:BODY_CHARS].rsplit("\n", 1)[0] + "\n..."


def prepare(paths: Paths, workspace: Path, task: str, db: Any, task_id: str,
            *, similarity: Any = None, embedder: str = "auto") -> TaskSkills:
    from openkoi import trusted_folders as trusted
    from openkoi.errors import OpenKoiError
    from openkoi.skills import select, usage
    from openkoi.skills.loader import load_skills

    warnings: list[str] = []
    try:
        trust = trusted.is_trusted(paths, workspace)
    except OpenKoiError as exc:
        warnings.append(f"{exc.message}; workspace skills not loaded")
        trust = False
    skills = load_skills(paths, workspace, trusted=trust, warnings=warnings)
    chosen: list[Ranked] = []
    try:
        from openkoi.skills.similarity import for_paths, hashed

        ranked_by_text = any(s.kind == "task" and not s.requires_files for s in skills)
        # No skill to compare texts with: no need to load the embedding model.
        sim = similarity or (for_paths(paths, embedder) if ranked_by_text else hashed())
        chosen = select.select(task, skills, sim, usage.effects(db), workspace)
        usage.record(db, task_id, [(r.skill.name, r.skill.source, r.relevance)
                                   for r in chosen])
    except Exception as exc:  # selection is a help, never a reason to fail the task
        warnings.append(f"skill selection failed ({type(exc).__name__}: {exc}); "
                        "running without task skills")
        chosen = []
    for w in warnings:
        log.warning("skills: %s", w)
    return TaskSkills(skills, chosen, warnings)


def for_started(started: Any, app: Any) -> TaskSkills:
    """``prepare`` once per task (``Started.engine`` and ``Started.request`` both ask)."""
    key = str(started.task_id)
    if key not in _CACHE:
        try:
            choice = getattr(getattr(started.settings, "memory", None), "embedder", "auto")
            _CACHE[key] = prepare(app.paths, app.workspace, started.task, started.store.db, key,
                                  embedder=choice)
        except Exception as exc:  # never fail a task over its skills
            log.warning("skills: could not load skills (%s); using the bundled ones", exc)
            _CACHE[key] = TaskSkills(bundled_skills())
        while len(_CACHE) > _CACHE_MAX:
            _CACHE.pop(next(iter(_CACHE)))
    return _CACHE[key]
