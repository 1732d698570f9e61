"""Soul evolution: rule-based SOUL.md changes proposed from the evidence, applied on approval.

No model call. Each rule reads the trajectory (mind.soul_trajectory):

- a finding dimension in at least ``EVIDENCE_MIN`` recent tasks raises (or adds) the value
  that dimension maps to (tests -> testing, style -> style, safety -> caution, ...);
- an agency that objected (BLOCK or caveats) in at least ``EVIDENCE_MIN`` deliberations
  raises (or adds) its value (Guardian -> caution, Economist -> economy, ...);
- fewer than half of at least ``EVIDENCE_MIN + 1`` recent tasks succeeding adds or raises
  "works in small verified steps".

A raise is +0.1 (at most 1.0); a new value starts at 0.7. The proposal (the changes, the
evidence behind each, the whole proposed SOUL.md and a hash of the SOUL.md it was made from)
is ``<config>/state/soul-proposal.json``. Applying writes ``<config>/SOUL.md`` atomically
and appends to ``<config>/state/soul-history.jsonl``; a SOUL.md edited since the proposal
was made is refused, so an approval never overwrites something the user did not see.
"""

from __future__ import annotations

import difflib
import hashlib
import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from openkoi.errors import StorageError, UsageError
from openkoi.fsio import atomic_append, atomic_write
from openkoi.mind.soul import Soul, Value, parse, user_path
from openkoi.mind.soul_trajectory import Trajectory

EVIDENCE_MIN = 3
RAISE, NEW_WEIGHT = 0.1, 0.7
DIMENSIONS = {"tests": ("testing", "test-driven"), "test": ("testing", "test-driven"),
              "correctness": ("testing", "test-driven"),
              "safety": ("caution", "careful with irreversible actions"),
              "security": ("security", "security-conscious"),
              "style": ("style", "consistent in style"),
              "docs": ("documentation", "clear in documentation"),
              "performance": ("performance", "mindful of performance")}
AGENCIES = {"Guardian": ("caution", "careful with irreversible actions"),
            "Economist": ("economy", "economical with tokens and time"),
            "Empath": ("empathy", "attentive to what the user asked"),
            "Scholar": ("evidence", "grounded in evidence"),
            "Strategist": ("foresight", "mindful of long-term impact")}
SMALL_STEPS = ("small-steps", "working in small verified steps")


@dataclass
class Change:
    value: str
    says: str
    before: float | None  # None: a new value
    after: float
    evidence: list[str]

    def summary(self) -> str:
        if self.before is None:
            return f"add {self.value} ({self.says!r}) at {self.after:.2f}"
        return f"raise {self.value} from {self.before:.2f} to {self.after:.2f}"

    def to_dict(self) -> dict[str, Any]:
        return {"value": self.value, "says": self.says, "before": self.before,
                "after": self.after, "evidence": self.evidence}


def propose(soul: Soul, t: Trajectory) -> list[Change]:
    """The changes the evidence in ``t`` argues for (empty when nothing recurs)."""
    wanted: dict[str, tuple[str, list[str]]] = {}

    def want(target: tuple[str, str], evidence: str) -> None:
        name, says = target
        wanted.setdefault(name, (says, []))[1].append(evidence)

    for dim, n in t.recurring(EVIDENCE_MIN):
        eg = "; ".join(repr(m) for m in t.examples.get(dim, [])[:2])
        want(DIMENSIONS.get(dim, (dim, f"attentive to {dim}")),
             f"findings on {dim} in {n} of the last {t.tasks} finished tasks"
             + (f", e.g. {eg}" if eg else ""))
    for agency, n in sorted(t.objections.items()):
        if n >= EVIDENCE_MIN and agency in AGENCIES:
            notes = "; ".join(repr(m) for m in t.objection_notes.get(agency, [])[:2])
            want(AGENCIES[agency], f"the {agency} objected in {n} of the last "
                 f"{t.deliberations} deliberations" + (f": {notes}" if notes else ""))
    rate = t.success_rate
    if rate is not None and t.tasks > EVIDENCE_MIN and rate < 0.5:
        want(SMALL_STEPS, f"only {t.succeeded} of the last {t.tasks} finished tasks succeeded")
    changes = []
    for name, (says, evidence) in wanted.items():
        current = soul.value(name)
        if current is None:
            changes.append(Change(name, says, None, NEW_WEIGHT, evidence))
        elif current.weight < 1.0:
            after = round(min(1.0, current.weight + RAISE), 2)
            changes.append(Change(name, current.says, current.weight, after, evidence))
    return changes


def rewrite(soul: Soul, changes: list[Change]) -> str:
    """SOUL.md with the changes applied to its front matter (added if it had none)."""
    import yaml

    by_name = {c.value: c for c in changes}
    values = [Value(v.name, by_name[v.name].after if v.name in by_name else v.weight, v.says)
              for v in soul.values]
    values += [Value(c.value, c.after, c.says) for c in changes if soul.value(c.value) is None]
    lines = ["---", "values:"]
    for v in values:
        spec = yaml.safe_dump({"weight": v.weight, "says": v.says}, default_flow_style=True,
                              sort_keys=False, width=1000).strip()
        lines.append(f"  {v.name}: {spec}")
    lines.append("---")
    body = soul.body.lstrip("\n")
    return "\n".join(lines) + "\n" + body + ("" if body.endswith("\n") or not body else "\n")


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass
class Evolution:
    """The pending proposal and the history under the config folder."""

    home: Path

    @property
    def proposal_path(self) -> Path:
        return self.home / "state" / "soul-proposal.json"

    @property
    def history_path(self) -> Path:
        return self.home / "state" / "soul-history.jsonl"

    def save(self, soul: Soul, changes: list[Change]) -> dict[str, Any]:
        proposal = {"created_at": time.time(), "source": soul.source, "base": digest(soul.text),
                    "current": soul.text, "proposed": rewrite(soul, changes),
                    "changes": [c.to_dict() for c in changes]}
        atomic_write(self.proposal_path, json.dumps(proposal, indent=2) + "\n")
        return proposal

    def pending(self) -> dict[str, Any] | None:
        try:
            data = json.loads(self.proposal_path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return None
        except (OSError, ValueError) as exc:
            raise StorageError(f"cannot read {self.proposal_path}: {exc}",
                               hint="delete it and run `openkoi soul evolve` again") from None
        if not isinstance(data, dict) or not {"base", "proposed", "changes"} <= data.keys():
            raise StorageError(f"{self.proposal_path} is not a soul proposal",
                               hint="delete it and run `openkoi soul evolve` again")
        return data

    def apply(self, soul: Soul, proposal: dict[str, Any]) -> Path:
        """Write the proposed SOUL.md and record it; refuses a SOUL.md changed since."""
        if digest(soul.text) != proposal["base"]:
            raise UsageError("SOUL.md changed since this proposal was made",
                             hint="run `openkoi soul evolve` again and review the new diff")
        parse(proposal["proposed"], None)  # never write a SOUL.md that would not load
        path = user_path(self.home)
        atomic_write(path, proposal["proposed"])
        entry = {"ts": time.time(), "changes": proposal["changes"], "from": proposal["base"],
                 "to": digest(proposal["proposed"])}
        try:
            atomic_append(self.history_path, json.dumps(entry))
        except OSError as exc:
            raise StorageError(f"SOUL.md was written but {self.history_path} was not: {exc}",
                               hint="check the folder's permissions") from None
        self.proposal_path.unlink(missing_ok=True)
        return path

    def history(self) -> list[dict[str, Any]]:
        try:
            lines = self.history_path.read_text(encoding="utf-8").splitlines()
        except FileNotFoundError:
            return []
        except OSError as exc:
            raise StorageError(f"cannot read {self.history_path}: {exc}",
                               hint="check the file's permissions") from None
        out = []
        for line in lines:
            try:
                entry = json.loads(line)
            except ValueError:
                continue  # a torn last line from a crash: the rest still reads
            if isinstance(entry, dict):
                out.append(entry)
        return out


def unified_diff(proposal: dict[str, Any]) -> str:
    before = str(proposal.get("current", "")).splitlines(keepends=True)
    after = str(proposal["proposed"]).splitlines(keepends=True)
    return "".join(difflib.unified_diff(before, after, "SOUL.md (now)", "SOUL.md (proposed)"))
