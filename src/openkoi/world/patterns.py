"""Pattern mining: recurring workflows across tasks, proposed as skills.

Runs when the user reviews proposals (``openkoi learn``), not after every task: it reads the
whole task history, and reviewing is when a proposal is wanted. One embedding per new task
text and a pairwise comparison (timings for a thousand tasks in BENCHMARKS.md).

1. Candidates: tasks that ended ``done`` with at least one successful tool call; their texts
   are embedded once and kept in the ``vectors`` table, so each run embeds only new tasks.
2. Each task's workflow: its successful tool calls as steps (``run_shell`` by program, e.g.
   ``python -m pytest``; file tools by file type, e.g. ``write_file *.py``), repeats collapsed.
3. Two tasks are alike when their texts are (cosine >= the embedder's ``same_task``) and so
   are their workflows (difflib ratio of the step lists >= ``SEQ_SIMILAR``); a pattern is a
   connected group of at least ``MIN_OCCURRENCES`` alike tasks.
4. A pattern's common steps are the steps every one of its workflows shares, in order.
5. A pattern whose tasks are mostly (half or more) in an earlier proposal (pending, approved or
   rejected) or already used a learned skill is not proposed again.
"""

from __future__ import annotations

import difflib
import re
import shlex
from collections import Counter
from dataclasses import dataclass, field
from pathlib import PurePosixPath
from typing import Any

from openkoi.skills.categories import categorize
from openkoi.skills.similarity import Similarity
from openkoi.world.tools import Call, load_calls

MIN_OCCURRENCES = 3
SEQ_SIMILAR = 0.6
MAX_STEPS = 8
TASKS = "task-texts"  # the vectors collection of task texts
_WORD = re.compile(r"[a-z][a-z0-9]+")
_NAME_STOP = frozenset(re.findall(r"\w+", """
the and for with that this from into add make use using new create write update change
file files code please some all its can should would then also one to of in on at is it
be by as or an my our your me we
"""))
RUNNERS = {"npm", "yarn", "pnpm", "cargo", "go", "make", "uv", "poetry", "docker", "git",
           "pip", "pip3", "dotnet", "mvn", "gradle", "bundle", "rake"}


def step_of(call: Call) -> str:
    if isinstance(call.arguments.get("command"), str):
        return "run_shell " + program(str(call.arguments["command"]))
    target = call.target()
    suffix = PurePosixPath(target).suffix if target else ""
    return f"{call.name} *{suffix}" if suffix else call.name


def program(command: str) -> str:
    try:
        words = shlex.split(command)
    except ValueError:
        words = command.split()
    while words and "=" in words[0] and not words[0].startswith("-"):
        words = words[1:]  # FOO=1 cmd
    if not words:
        return "?"
    head = PurePosixPath(words[0]).name
    if head.startswith("python") and len(words) > 2 and words[1] == "-m":
        return f"python -m {words[2]}"
    if head in RUNNERS and len(words) > 1 and not words[1].startswith("-"):
        return f"{head} {words[1]}"
    return head


def workflow(calls: list[Call]) -> list[str]:
    steps: list[str] = []
    for c in calls:
        if c.ok is not True:
            continue
        s = step_of(c)
        if not steps or steps[-1] != s:
            steps.append(s)
    return steps


def common_steps(flows: list[list[str]]) -> list[str]:
    common = flows[0]
    for other in flows[1:]:
        m = difflib.SequenceMatcher(None, common, other, autojunk=False)
        common = [common[i] for block in m.get_matching_blocks()
                  for i in range(block.a, block.a + block.size)]
    return common[:MAX_STEPS]


@dataclass
class Pattern:
    name: str
    category: str
    task_ids: list[str]
    texts: list[str]
    scores: list[float]
    steps: list[str]
    commands: dict[str, str] = field(default_factory=dict)  # shell step -> a full command

    @property
    def mean_score(self) -> float:
        return sum(self.scores) / len(self.scores) if self.scores else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "category": self.category, "tasks": self.task_ids,
                "examples": self.texts, "mean_score": round(self.mean_score, 4),
                "steps": self.steps, "commands": self.commands}


def _name(texts: list[str], taken: set[str]) -> str:
    counts: Counter[str] = Counter()
    first: dict[str, int] = {}
    for t in texts:
        found = [w for w in _WORD.findall(t.lower()) if w not in _NAME_STOP]
        for w in found:
            first.setdefault(w, len(first))
        counts.update(set(found))
    ranked = sorted(counts, key=lambda w: (-counts[w], first[w]))  # ties: order of appearance
    common = [w for w in ranked if counts[w] * 2 >= len(texts)][:3] or ["workflow"]
    base = "-".join(common)[:48]
    name, i = base, 2
    while name in taken:
        name, i = f"{base}-{i}", i + 1
    return name


def _groups(n: int, linked: list[tuple[int, int]]) -> list[list[int]]:
    parent = list(range(n))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for a, b in linked:
        parent[root(a)] = root(b)
    groups: dict[int, list[int]] = {}
    for i in range(n):
        groups.setdefault(root(i), []).append(i)
    return list(groups.values())


def mine(db: Any, sim: Similarity, *, known: list[set[str]] | None = None,
         taken: set[str] | None = None, learned_skills: set[str] | None = None
         ) -> list[Pattern]:
    """New patterns. ``known``: the task-id sets of earlier proposals; ``taken``: skill names
    in use; ``learned_skills``: names of proposed/approved skills (tasks that used one are
    already covered)."""
    known, taken = known or [], set(taken or ())
    rows = [dict(r) for r in db.query(
        "SELECT id, description, files_changed, score FROM tasks WHERE status = 'done'"
        " ORDER BY started_at")]
    if len(rows) < MIN_OCCURRENCES:
        return []
    by_task: dict[str, list[Call]] = {}
    for c in load_calls(db, task_ids=[str(r["id"]) for r in rows]):
        by_task.setdefault(c.task_id, []).append(c)
    flows = {tid: workflow(calls) for tid, calls in by_task.items()}
    rows = [r for r in rows if flows.get(str(r["id"]))]
    if len(rows) < MIN_OCCURRENCES:
        return []
    covered = _covered(db, learned_skills or set())
    texts = [str(r["description"]) for r in rows]
    cos = _cosines(db, sim, [str(r["id"]) for r in rows], texts)
    linked = []
    for i in range(len(rows)):
        for j in range(i + 1, len(rows)):
            if cos[i][j] < sim.same_task:
                continue
            a, b = flows[str(rows[i]["id"])], flows[str(rows[j]["id"])]
            if difflib.SequenceMatcher(None, a, b, autojunk=False).ratio() >= SEQ_SIMILAR:
                linked.append((i, j))
    found = []
    for group in _groups(len(rows), linked):
        if len(group) < MIN_OCCURRENCES:
            continue
        members = [rows[i] for i in group]
        ids = [str(m["id"]) for m in members]
        if any(len(set(ids) & k) * 2 >= len(ids) for k in known) \
                or len(set(ids) & covered) * 2 >= len(ids):
            continue
        steps = common_steps([flows[i] for i in ids])
        if not steps:
            continue
        name = _name([str(m["description"]) for m in members], taken)
        taken.add(name)
        category = Counter(categorize(str(m["description"]), []) for m in members
                           ).most_common(1)[0][0]
        found.append(Pattern(name, category, ids, [str(m["description"]) for m in members],
                             [float(m["score"] or 0) for m in members], steps,
                             _commands(steps, [by_task[i] for i in ids])))
    return found


def _cosines(db: Any, sim: Similarity, ids: list[str], texts: list[str]) -> list[list[float]]:
    """Pairwise cosines of the task texts; each text is embedded once and its vector kept in
    the ``vectors`` table (collection ``TASKS``), so a later run embeds only new tasks."""
    import numpy as np

    from openkoi.memory.vectors import VectorIndex

    index = VectorIndex(db, TASKS, sim.embedder)
    vecs: list[Any] = [index.vector(i) for i in ids]
    missing = [k for k, v in enumerate(vecs) if v is None]
    if missing:
        fresh = sim.embedder.embed([texts[k] for k in missing])
        index.upsert_many([(ids[k], texts[k]) for k in missing], fresh)
        for k, v in zip(missing, fresh, strict=True):
            vecs[k] = v
    matrix = np.stack(vecs)
    return (matrix @ matrix.T).tolist()  # type: ignore[no-any-return]


def _commands(steps: list[str], calls: list[list[Call]]) -> dict[str, str]:
    """For each shell step, the full command used most often for it."""
    out = {}
    for step in steps:
        if not step.startswith("run_shell "):
            continue
        used = Counter(str(c.arguments["command"]) for task in calls for c in task
                       if c.ok and step_of(c) == step)
        if used:
            out[step] = used.most_common(1)[0][0][:200]
    return out


def _covered(db: Any, learned: set[str]) -> set[str]:
    if not learned:
        return set()
    marks = ", ".join("?" * len(learned))
    return {str(r["task_id"]) for r in db.query(
        f"SELECT task_id FROM skill_usage WHERE skill IN ({marks})", tuple(learned))}
