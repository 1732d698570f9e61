"""Keep tool output small enough for a prompt, without losing it.

Output over ``max_lines`` or ``max_bytes`` keeps its head and tail around a marker that
says how much was cut and where the whole output was saved (under ``save_dir``). Cuts
never split a UTF-8 character. ``clean_old`` removes saved outputs after a week.
"""

from __future__ import annotations

import re
import time
import uuid
from pathlib import Path

from openkoi.fsio import atomic_write

_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")


def _head_bytes(data: bytes, limit: int) -> bytes:
    """At most ``limit`` bytes from the start, ending on a character boundary."""
    if len(data) <= limit:
        return data
    cut = limit
    while cut > 0 and (data[cut] & 0xC0) == 0x80:  # data[cut] continues a character
        cut -= 1
    return data[:cut]


def _tail_bytes(data: bytes, limit: int) -> bytes:
    """At most ``limit`` bytes from the end, starting on a character boundary."""
    if len(data) <= limit:
        return data
    start = len(data) - limit
    while start < len(data) and (data[start] & 0xC0) == 0x80:
        start += 1
    return data[start:]


def _save(text: str, save_dir: Path, name: str) -> Path:
    save_dir.mkdir(parents=True, exist_ok=True)
    stem = _UNSAFE.sub("_", name).strip("._")[:60] or "output"
    path = save_dir / f"{stem}-{time.strftime('%Y%m%d-%H%M%S')}-{uuid.uuid4().hex[:8]}.txt"
    atomic_write(path, text.encode("utf-8", errors="replace"))
    return path


def truncate(
    text: str, *, max_lines: int = 2000, max_bytes: int = 50_000, save_dir: Path, name: str
) -> tuple[str, Path | None]:
    """Return ``(text, None)`` when within limits, else ``(head + marker + tail, saved)``.

    If the full output cannot be saved, the marker says so and the path is None.
    """
    data = text.encode("utf-8", errors="replace")
    lines = text.split("\n")
    if len(lines) <= max_lines and len(data) <= max_bytes:
        return text, None

    if len(lines) > max_lines:
        head_n = max(max_lines // 2, 1)
        tail_n = max(max_lines - head_n, 1)
        head = "\n".join(lines[:head_n]) + "\n"
        tail = "\n".join(lines[-tail_n:])
    else:  # few but long lines: cut by bytes only
        head = tail = text
    budget = max(max_bytes - 200, 2)  # room for the marker
    head_b = _head_bytes(head.encode("utf-8", errors="replace"), budget // 2)
    tail_b = _tail_bytes(tail.encode("utf-8", errors="replace"), budget - budget // 2)

    shown_lines = head_b.count(b"\n") + tail_b.count(b"\n") + 1
    cut_lines = max(len(lines) - shown_lines, 0)
    cut_bytes = max(len(data) - len(head_b) - len(tail_b), 0)
    saved: Path | None
    try:
        saved = _save(text, save_dir, name)
        where = f"full output saved to {saved}"
    except OSError as exc:
        saved = None
        where = f"full output could not be saved: {exc.strerror or exc}"
    head_s = head_b.decode("utf-8")
    lead = "" if not head_s or head_s.endswith("\n") else "\n"
    marker = f"{lead}[... {cut_lines} lines ({cut_bytes} bytes) cut; {where} ...]\n"
    body = head_s + marker + tail_b.decode("utf-8")
    return body, saved


def clean_old(save_dir: Path, days: float = 7) -> int:
    """Remove saved outputs older than ``days``; return how many were removed."""
    cutoff = time.time() - days * 86_400
    removed = 0
    try:
        entries = list(save_dir.iterdir())
    except OSError:  # missing or unreadable: nothing to clean
        return 0
    for entry in entries:
        try:
            if entry.is_file() and entry.stat().st_mtime < cutoff:
                entry.unlink()
                removed += 1
        except OSError:  # vanished or not ours to remove; leave it
            continue
    return removed
