"""Diagnostic logging on stderr, set by OPENKOI_LOG_LEVEL / `log_level` (default: warn).

Progress lines are not logs (they come from the event stream); logs are for finding out why
something is slow or failing: every model call, tool run and evaluation command at debug,
prompts and raw answers at trace.
"""

from __future__ import annotations

import logging

from openkoi.redact import redact

TRACE = 5
LEVELS = {"error": logging.ERROR, "warn": logging.WARNING, "info": logging.INFO,
          "debug": logging.DEBUG, "trace": TRACE}


def setup(level: str) -> None:
    logging.addLevelName(TRACE, "TRACE")
    root = logging.getLogger("openkoi")
    root.setLevel(LEVELS.get(level, logging.WARNING))
    if not root.handlers:
        handler = logging.StreamHandler()
        handler.setFormatter(_Redacting("openkoi %(levelname)s %(name)s: %(message)s"))
        root.addHandler(handler)
    root.propagate = False


class _Redacting(logging.Formatter):
    """Log lines go through the one redaction pass (a prompt or an error may hold a key)."""

    def format(self, record: logging.LogRecord) -> str:
        return redact(super().format(record))


def get(name: str) -> logging.Logger:
    return logging.getLogger(name if name.startswith("openkoi") else f"openkoi.{name}")
