"""A running task's live pane, from its stored events folded by the shared fold
(``openkoi.progress.fold``).

The dashboard polls the database (not the bus: the task usually runs in another process) and
folds the new events, in sequence order, into a ``TaskProgress``; ``lines`` is what the live
pane shows: escalations first, then phase, the Parliament's verdicts, iteration, the latest
and best scores, tokens and cost, the last tool calls and notices.
"""

from __future__ import annotations

from openkoi.progress import TaskProgress

# How the pane words the fold's phases.
PHASE_WORDS = {"plan": "planning", "execute": "executing", "evaluate": "evaluating",
               "refine": "refining", "finish": "finishing", "done": "finished"}


def lines(p: TaskProgress) -> list[str]:
    """The live pane's text, one line per fact."""
    out = [f"ESCALATION: {e}" for e in p.escalations[-3:]]
    out.append(f"task {p.task_id}  phase: {PHASE_WORDS.get(p.phase, p.phase)}"
               + (f"  ({p.finished})" if p.finished else ""))
    if p.verdicts:
        out.append("parliament: " + " ".join(f"{v['agency']}={v['verdict']}"
                                             for v in p.verdicts))
    if p.plan:
        out.append(f"plan: {p.plan}")
    out.append(f"iteration {p.iteration or '-'}   score {_score(p.score)}   "
               f"best {_score(p.best_score)}")
    out.append(f"tokens {p.input_tokens:,} in / {p.output_tokens:,} out   "
               f"cost ${p.cost_usd:.4f}")
    if p.calls:
        out.append("last tool calls:")
        out += [f"  {c.text()}" for c in p.calls]
    out += [f"note: {n}" for n in p.notices]
    return out


def _score(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"
