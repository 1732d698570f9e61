"""What every integration shares: the structured result it posts, and the service seam.

A ``Result`` is one task event as a team sees it: a title, the event's status and colour,
score, iterations, cost, files changed, the top findings and where the full transcript is.
Its ``thread_key`` is the task: each service keeps a task's posts in one thread where it has
threads (a Slack thread, an e-mail reply chain, a Telegram reply chain, one GitHub issue).

An ``Integration`` is one configured service. ``post(result, thread)`` sends it and returns
the thread id the task's next post answers in ("" where the service has none); a refusal is
an ``IntegrationError`` (``permanent`` for a refused token or an unknown channel,
``retry_after`` for a 429). Every class says which config keys it takes, which it needs,
what secret ``openkoi connect NAME`` stores for it and which environment variables may
hold that secret instead.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, ClassVar

from openkoi.errors import IntegrationError

COMPLETE = "task.complete"
UNVERIFIED = "task.unverified"
FAILED = "task.failed"
BUDGET = "budget.warning"
ESCALATION = "guardian.escalation"
TEST = "test"  # `openkoi integrations test NAME`
EVENTS = (COMPLETE, UNVERIFIED, FAILED, BUDGET, ESCALATION)

COLOURS = {COMPLETE: "#2eb67d", UNVERIFIED: "#ecb22e", FAILED: "#e01e5a", BUDGET: "#f2994a",
           ESCALATION: "#8e44ad", TEST: "#4a90d9"}
HEADLINES = {COMPLETE: "Done", UNVERIFIED: "Unverified (only a model judged it)",
             FAILED: "Failed", BUDGET: "Budget warning", ESCALATION: "Needs a human (Guardian)",
             TEST: "Test message"}
MARKS = {COMPLETE: "✅", UNVERIFIED: "🟡", FAILED: "❌", BUDGET: "⚠️", ESCALATION: "🛑",
         TEST: "🔔"}
TOP_FINDINGS = 3


@dataclass
class Result:
    event: str  # one of EVENTS (or TEST)
    task_id: str
    title: str  # the task's first line
    status: str = ""  # the outcome's status: done, unverified, failed, budget_exhausted, ...
    score: float | None = None
    iterations: int = 0
    cost_usd: float = 0.0
    files_changed: list[str] = field(default_factory=list)
    findings: list[str] = field(default_factory=list)  # "severity: message (location)"
    transcript: str = ""  # the task's transcript file; `openkoi task show ID` shows it
    detail: str = ""  # the stop reason, the error, the budget line, the Guardian's reasons
    task: str = ""  # the task's whole text (not shown: GitHub reads the issue it names)
    workspace: str = ""  # the folder the task worked in (GitHub's pull request and diff)

    @property
    def thread_key(self) -> str:
        return self.task_id

    @property
    def colour(self) -> str:
        return COLOURS.get(self.event, "#888888")

    @property
    def headline(self) -> str:
        return f"{HEADLINES.get(self.event, self.event)}: {self.title}"

    def fields(self) -> list[tuple[str, str]]:
        """The result's fields, label and value, in the order every service shows them."""
        out: list[tuple[str, str]] = [("Status", self.status or self.event)]
        if self.score is not None:
            out.append(("Score", f"{self.score:.2f}"))
        if self.iterations:
            out.append(("Iterations", str(self.iterations)))
        out.append(("Cost", f"${self.cost_usd:.4f}"))
        if self.files_changed:
            shown = ", ".join(self.files_changed[:10])
            more = len(self.files_changed) - 10
            out.append(("Files changed", shown + (f" (+{more} more)" if more > 0 else "")))
        if self.detail:
            out.append(("Detail", self.detail))
        out.append(("Task", self.task_id))
        if self.transcript:
            out.append(("Transcript", self.transcript))
        return out

    def text(self) -> str:
        """The result as plain text (e-mail bodies, Telegram, GitHub comments)."""
        lines = [f"{MARKS.get(self.event, '')} {self.headline}".strip()]
        lines += [f"{label}: {value}" for label, value in self.fields()]
        if self.findings:
            lines.append("Top findings:")
            lines += [f"- {f}" for f in self.findings[:TOP_FINDINGS]]
        return "\n".join(lines)

    def markdown(self) -> str:
        """The result as Markdown (GitHub, Discord, Teams)."""
        lines = [f"**{MARKS.get(self.event, '')} {self.headline}**".replace("** ", "**"), ""]
        lines += [f"- **{label}**: {value}" for label, value in self.fields()]
        if self.findings:
            lines += ["", "**Top findings**"] + [f"- {f}" for f in self.findings[:TOP_FINDINGS]]
        return "\n".join(lines)

    def to_dict(self) -> dict[str, Any]:
        return {"event": self.event, "task_id": self.task_id, "title": self.title,
                "status": self.status, "colour": self.colour, "score": self.score,
                "iterations": self.iterations, "cost_usd": self.cost_usd,
                "files_changed": list(self.files_changed), "findings": list(self.findings),
                "transcript": self.transcript, "detail": self.detail}


class Integration(ABC):
    """One configured service. Subclasses set the class variables and ``post``."""

    name: ClassVar[str]  # the [integrations.NAME] table and `openkoi connect NAME`
    label: ClassVar[str]
    keys: ClassVar[dict[str, type | tuple[type, ...]]] = {}  # config keys and their types
    required: ClassVar[tuple[str, ...]] = ()
    secret: ClassVar[str] = ""  # what `openkoi connect NAME` stores ("" = none needed)
    secret_env: ClassVar[tuple[str, ...]] = ()  # environment variables read before it
    secret_optional: ClassVar[bool] = False  # it works without one (an SMTP relay)
    secret_document: ClassVar[bool] = False  # it may be a whole file (a JSON key): `connect
    # NAME --key-stdin` then keeps all of standard input, not one word
    threads: ClassVar[bool] = False  # a task's posts go in one thread
    # what signs the requests the service sends to the server (inbound: Slack's signing
    # secret, GitHub's webhook secret): `openkoi connect NAME --inbound`, or these variables
    inbound_secret: ClassVar[str] = ""
    inbound_secret_env: ClassVar[tuple[str, ...]] = ()

    def __init__(self, config: dict[str, Any], secret: str = "") -> None:
        self.config = config
        self.token = secret

    @abstractmethod
    async def post(self, result: Result, thread: str) -> str:
        """Send ``result`` (in ``thread`` when not ""); the thread id for the next post."""

    def skip(self, result: Result) -> str:
        """Why ``result`` is not for this service ("" = post it)."""
        return ""

    def target(self) -> str:
        """Where it posts, for the delivery log (a channel, an address, a repository)."""
        return self.name

    def check(self, origin: str) -> None:
        """Refuse a config value the types cannot catch (raise ConfigError)."""
        return None


def http_error(service: str, status: int, body: str = "", retry_after: str | None = None
               ) -> IntegrationError:
    """The error for a service's non-2xx answer: 401/403 are permanent (a refused token),
    429 carries its Retry-After, 5xx are worth retrying, other 4xx are not."""
    detail = " ".join(body.split())[:200]
    message = f"{service} answered HTTP {status}" + (f": {detail}" if detail else "")
    if status in (401, 403):
        return IntegrationError(message, status=status, permanent=True,
                                hint=f"check the token: openkoi connect {service.lower()}")
    if status == 429:
        return IntegrationError(message, status=status, retry_after=seconds(retry_after))
    return IntegrationError(message, status=status, permanent=400 <= status < 500)


def seconds(value: str | float | None) -> float | None:
    """A Retry-After value in seconds (a number; an HTTP date is not worth parsing here)."""
    if value is None:
        return None
    try:
        wait = float(value)
    except (TypeError, ValueError):
        return None
    return wait if wait >= 0 else None
