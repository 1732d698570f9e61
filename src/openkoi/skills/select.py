"""Which task skills a task gets: semantic similarity to the task plus measured effectiveness.

For each task skill (evaluators are chosen per category instead, see ``categories``):

- a skill with ``metadata.requires-files`` applies only in a workspace that holds one of
  those files, and then always (relevance 1.0: e.g. self-iterate in openkoi's own tree);
- otherwise **relevance** = the highest cosine between the task and the skill's
  "name: description (categories)" or one of its ``metadata.examples`` (the task texts a
  pattern-mined skill was learned from);
- **rank** = relevance + ``EFFECT_WEIGHT`` x effect (``usage.effects``: how much better the
  tasks that used the skill scored than those that did not).

Skills whose rank reaches the embedder's ``relevant`` threshold are selected, best first,
at most ``MAX_SELECTED``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from openkoi.skills.loader import Skill
from openkoi.skills.similarity import Similarity
from openkoi.skills.usage import Effect

EFFECT_WEIGHT = 0.5
MAX_SELECTED = 2


@dataclass(frozen=True)
class Ranked:
    skill: Skill
    relevance: float
    effect: float
    uses: int

    @property
    def rank(self) -> float:
        return self.relevance + EFFECT_WEIGHT * self.effect

    def to_dict(self) -> dict[str, Any]:
        return {"skill": self.skill.name, "source": self.skill.source,
                "relevance": round(self.relevance, 4), "effect": round(self.effect, 4),
                "uses": self.uses, "rank": round(self.rank, 4)}


def applies_in(skill: Skill, workspace: Path | None) -> bool | None:
    """True/False for a skill gated by ``requires-files``; None when it is not gated."""
    if not skill.requires_files:
        return None
    return workspace is not None and any((workspace / f).exists() for f in skill.requires_files)


def skill_texts(skill: Skill) -> list[str]:
    cats = f" ({', '.join(skill.categories)})" if skill.categories else ""
    examples = skill.metadata.get("examples")
    extra = [str(e) for e in examples if isinstance(e, str)] if isinstance(examples, list) \
        else []
    return [f"{skill.name.replace('-', ' ')}: {skill.description}{cats}", *extra]


def rank(task: str, skills: list[Skill], sim: Similarity, effects: dict[str, Effect],
         workspace: Path | None = None) -> list[Ranked]:
    """Every eligible task skill, best first."""
    candidates: list[tuple[Skill, bool]] = []
    for s in skills:
        if s.kind != "task":
            continue
        gate = applies_in(s, workspace)
        if gate is False:
            continue
        candidates.append((s, gate is True))
    texts: list[str] = []
    owners: list[int] = []
    for i, (s, gated) in enumerate(candidates):
        if not gated:
            for t in skill_texts(s):
                texts.append(t)
                owners.append(i)
    cosines = sim.matrix([task], texts)[0] if texts else []
    relevance = [1.0 if gated else 0.0 for _, gated in candidates]
    for owner, cos in zip(owners, cosines, strict=True):
        relevance[owner] = max(relevance[owner], cos)
    ranked = []
    for (s, _), rel in zip(candidates, relevance, strict=True):
        e = effects.get(s.name)
        ranked.append(Ranked(s, rel, e.effect if e else 0.0, e.uses if e else 0))
    return sorted(ranked, key=lambda r: (r.rank, r.relevance), reverse=True)


def select(task: str, skills: list[Skill], sim: Similarity, effects: dict[str, Effect],
           workspace: Path | None = None) -> list[Ranked]:
    return [r for r in rank(task, skills, sim, effects, workspace)
            if r.rank >= sim.relevant][:MAX_SELECTED]
