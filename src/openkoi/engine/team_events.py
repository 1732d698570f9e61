"""Team event handlers: named events an agent of an agents file answers (Koi's ``on``).

An agent declares the events it handles, each with a playbook (the task it runs, with
``${args.NAME}`` filled from the event's data) and an optional description::

    [agents.reviewer.on.review]
    description = "Review changed files"
    playbook = "Review ${args.files} for bugs; report each with its file and line."

An event is raised by the lead (its ``delegate`` tool takes ``event`` and ``data`` instead
of a task and hands it to the member that handles it) or by the user
(``openkoi agents emit EVENT key=value ...``). One event has one handler in a file; a
playbook may only use ``${args.NAME}``; data missing for a ``${args.NAME}`` is an error that
names it. Parsing errors name the file, the line and the field, like the rest of the file.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from openkoi.errors import ConfigError

EVENT_NAME = re.compile(r"^[a-z][a-z0-9_.-]{0,39}$")
_PLACEHOLDER = re.compile(r"\$\{([^}]*)\}")
_ARG = re.compile(r"^args\.([A-Za-z_][A-Za-z0-9_]*)$")
FIELDS = ("playbook", "description")
MAX_VALUE = 4000  # characters of one data value put into a playbook


@dataclass(frozen=True)
class Handler:
    event: str
    agent: str
    playbook: str
    description: str = ""
    params: tuple[str, ...] = ()
    line: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"event": self.event, "agent": self.agent, "description": self.description,
                "params": list(self.params), "playbook": self.playbook}

    def task(self, data: dict[str, Any]) -> str:
        """The playbook with the event's data in it (ValueError naming what is missing)."""
        missing = [p for p in self.params if p not in data]
        if missing:
            raise ValueError(f"event {self.event!r} needs data {', '.join(missing)}")

        def value(match: re.Match[str]) -> str:
            given = data[_ARG.match(match.group(1)).group(1)]  # type: ignore[union-attr]
            text = given if isinstance(given, str) else _json(given)
            return text[:MAX_VALUE]

        return _PLACEHOLDER.sub(value, self.playbook).strip()


# (table, key, message, hint) -> the ConfigError naming the line of ``table``/``key``
ErrorAt = Callable[[str, "str | None", str, str], ConfigError]


def parse(agent: str, table: Any, error: ErrorAt, line: Callable[[str], int]
          ) -> tuple[Handler, ...]:
    """The handlers of ``agents.<agent>.on`` (``table``), checked field by field."""
    section = f"agents.{agent}"
    if not isinstance(table, dict):
        raise error(section, "on", f"{section}.on must be a table of events",
                    f"e.g. [{section}.on.review] with playbook = \"...\"")
    handlers = []
    for event, body in table.items():
        where = f"{section}.on.{event}"
        if not EVENT_NAME.match(event):
            raise error(where, None, f"invalid event name {event!r}",
                        "use lower-case letters, digits, '_', '-' or '.' (at most 40)")
        if not isinstance(body, dict):
            raise error(where, None, f"{where} must be a table with a playbook",
                        f"write it as [{where}] with playbook = \"...\"")
        for key, value in body.items():
            if key not in FIELDS:
                raise error(where, key, f"unknown field {where}.{key}",
                            f"fields: {', '.join(FIELDS)}")
            if not isinstance(value, str):
                raise error(where, key, f"{where}.{key} must be a string",
                            f'e.g. {key} = "..."')
        playbook = str(body.get("playbook", "")).strip()
        if not playbook:
            raise error(where, "playbook" if "playbook" in body else None,
                        f"{where}.playbook is missing or empty",
                        'say what the agent does on this event, e.g. playbook = "Review '
                        '${args.files}"')
        params: list[str] = []
        for found in _PLACEHOLDER.finditer(playbook):
            arg = _ARG.match(found.group(1).strip())
            if arg is None:
                raise error(where, "playbook", f"{where}.playbook: ${{{found.group(1)}}} is "
                            "not ${args.NAME}", "data reaches a playbook only as "
                            "${args.NAME}")
            if arg.group(1) not in params:
                params.append(arg.group(1))
        playbook = _PLACEHOLDER.sub(lambda m: "${" + m.group(1).strip() + "}", playbook)
        handlers.append(Handler(event=event, agent=agent, playbook=playbook,
                                description=str(body.get("description", "")).strip(),
                                params=tuple(params), line=line(where)))
    return tuple(handlers)


def check_unique(handlers: list[Handler], path: Any) -> None:
    """One handler per event in a file: a second one is an error at its own line."""
    seen: dict[str, Handler] = {}
    for handler in handlers:
        first = seen.get(handler.event)
        if first is not None:
            raise ConfigError(f"{path}:{handler.line}: agents.{handler.agent}.on."
                              f"{handler.event}: event {handler.event!r} is already handled "
                              f"by agents.{first.agent} (line {first.line})",
                              hint="one agent handles an event: rename one of them")
        seen[handler.event] = handler


def parse_data(pairs: list[str]) -> dict[str, Any]:
    """``key=value`` words (the CLI's) as event data; a word without ``=`` is an error."""
    data: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise ValueError(f"{pair!r} is not key=value")
        data[key.strip()] = value
    return data


def _json(value: Any) -> str:
    import json

    return json.dumps(value, ensure_ascii=False)
