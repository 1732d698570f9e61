"""Proposed skills: the pattern miner's output, reviewed with ``openkoi learn``.

A pending proposal is ``<config>/skills/proposed/<name>/SKILL.md`` (never loaded by the
selector) with a ``skill_proposals`` row (migration m006) holding its evidence. Approving
moves the folder to ``<config>/skills/approved/<name>/`` (the highest-precedence skill
source, so the selector uses it from the next task on); rejecting deletes the folder. Both
keep the row, so the same pattern is not proposed again.
"""

from __future__ import annotations

import json
import os
import shutil
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from openkoi.config import Paths
from openkoi.errors import StorageError, UsageError
from openkoi.fsio import atomic_write
from openkoi.skills.loader import Skill, approved_dir, parse_skill, proposed_dir
from openkoi.world.patterns import Pattern

STATUSES = ("pending", "approved", "rejected")


@dataclass
class Proposal:
    name: str
    status: str
    task_ids: list[str]
    steps: list[str]
    created_at: float
    decided_at: float | None
    path: Path

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "status": self.status, "tasks": self.task_ids,
                "steps": self.steps, "created_at": self.created_at,
                "decided_at": self.decided_at, "path": str(self.path)}


def step_text(step: str, commands: dict[str, str]) -> str:
    if step in commands:
        return f"run `{commands[step]}` (run_shell)"
    tool, _, kind = step.partition(" ")
    return f"{tool} on a {kind.lstrip('*')} file" if kind else tool


def render(p: Pattern) -> str:
    import yaml

    from openkoi import prompts

    front = {"name": p.name,
             "description": f"Recurring workflow learned from {len(p.task_ids)} tasks: "
                            f"{p.texts[-1][:120]}",
             "metadata": {"categories": [p.category], "proposed-by": "openkoi pattern miner",
                          "examples": [t[:200] for t in p.texts[-5:]],
                          "evidence": {"tasks": p.task_ids, "steps": p.steps,
                                       "mean_score": round(p.mean_score, 4)}}}
    evidence = [{"id": tid, "score": s, "text": t[:100]}
                for tid, s, t in zip(p.task_ids, p.scores, p.texts, strict=True)]
    return prompts.render("proposed_skill", skill_name=p.name,
                          frontmatter=yaml.safe_dump(front, sort_keys=False, allow_unicode=True),
                          examples=p.texts, score=p.mean_score,
                          steps=[step_text(s, p.commands) for s in p.steps], evidence=evidence)


class Proposals:
    def __init__(self, paths: Paths, db: Any) -> None:
        self.paths, self.db = paths, db

    def all(self, status: str | None = None) -> list[Proposal]:
        sql = "SELECT * FROM skill_proposals"
        params: tuple[str, ...] = ()
        if status:
            sql, params = sql + " WHERE status = ?", (status,)
        rows = self.db.query(sql + " ORDER BY created_at, name", params)
        return [self._proposal(r) for r in rows]

    def _proposal(self, r: Any) -> Proposal:
        folder = approved_dir(self.paths) if r["status"] == "approved" \
            else proposed_dir(self.paths)
        return Proposal(str(r["name"]), str(r["status"]), json.loads(r["task_ids"]),
                        json.loads(r["steps"]), float(r["created_at"]), r["decided_at"],
                        folder / str(r["name"]) / "SKILL.md")

    def pending(self) -> list[Proposal]:
        return [p for p in self.all("pending") if p.path.is_file()]

    def add(self, pattern: Pattern) -> Proposal:
        path = proposed_dir(self.paths) / pattern.name / "SKILL.md"
        try:
            atomic_write(path, render(pattern))
        except OSError as exc:
            raise StorageError(f"cannot write {path}: {exc.strerror or exc}",
                               hint="check the config folder's permissions") from None
        with self.db.transaction("cannot record a skill proposal") as conn:
            conn.execute("INSERT OR REPLACE INTO skill_proposals (name, status, task_ids, steps,"
                         " created_at) VALUES (?, 'pending', ?, ?, ?)",
                         (pattern.name, json.dumps(pattern.task_ids),
                          json.dumps(pattern.steps), time.time()))
        return self.get(pattern.name)

    def get(self, name: str) -> Proposal:
        row = self.db.query_one("SELECT * FROM skill_proposals WHERE name = ?", (name,))
        if row is None:
            import difflib

            names = [p.name for p in self.all()]
            close = difflib.get_close_matches(name, names, n=1)
            raise UsageError(f"no proposed skill named {name!r}",
                             hint=(f"did you mean {close[0]!r}? " if close else "")
                             + "see `openkoi learn list`")
        return self._proposal(row)

    def _pending(self, name: str) -> Proposal:
        p = self.get(name)
        if p.status != "pending":
            raise UsageError(f"{name!r} was already {p.status}",
                             hint="see `openkoi learn list`")
        if not p.path.is_file():
            raise UsageError(f"{p.path} is missing", hint="`openkoi learn reject "
                             f"{name}` forgets it; the miner may propose it again")
        return p

    def check(self, name: str) -> Skill:
        """Parse a pending proposal as the loader would; a broken file is a usage error."""
        p = self._pending(name)
        warnings: list[str] = []
        skill = parse_skill(p.path.read_text(encoding="utf-8"), source="approved",
                            warnings=warnings, path=str(p.path))
        if skill is None:
            raise UsageError(f"{p.path} does not parse: {'; '.join(warnings)}",
                             hint=f"fix it with `openkoi learn edit {name}`")
        if skill.name != name:  # Agent Skills: the folder is named after the skill
            raise UsageError(f"{p.path} renames the skill to {skill.name!r}",
                             hint=f"keep `name: {name}` (fix it with `openkoi learn edit {name}`)")
        return skill

    def approve(self, name: str) -> Path:
        p = self._pending(name)
        self.check(name)  # parses, and keeps its name
        target = approved_dir(self.paths) / name
        if target.exists():
            raise UsageError(f"an approved skill {name!r} already exists at {target}",
                             hint="rename the proposal with `openkoi learn edit`, or remove "
                             "the old one")
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            os.replace(p.path.parent, target)
        except OSError as exc:
            raise StorageError(f"cannot move {p.path.parent} to {target}: {exc.strerror}",
                               hint="check the config folder's permissions") from None
        self._decide(name, "approved")
        return target / "SKILL.md"

    def reject(self, name: str) -> None:
        p = self.get(name)
        if p.status != "pending":
            raise UsageError(f"{name!r} was already {p.status}",
                             hint="see `openkoi learn list`")
        shutil.rmtree(p.path.parent, ignore_errors=True)
        self._decide(name, "rejected")

    def _decide(self, name: str, status: str) -> None:
        with self.db.transaction("cannot record the decision") as conn:
            conn.execute("UPDATE skill_proposals SET status = ?, decided_at = ? WHERE name = ?",
                         (status, time.time(), name))


def mine_and_propose(paths: Paths, db: Any, sim: Any, skills: list[Skill]) -> list[Proposal]:
    """Run the miner and write a proposal for each new pattern."""
    from openkoi.world.patterns import mine

    store = Proposals(paths, db)
    earlier = store.all()
    learned = {p.name for p in earlier} | {s.name for s in skills if s.source == "approved"}
    found = mine(db, sim, known=[set(p.task_ids) for p in earlier],
                 taken={s.name for s in skills} | {p.name for p in earlier},
                 learned_skills=learned)
    return [store.add(p) for p in found]
