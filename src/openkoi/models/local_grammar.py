"""The GBNF grammar llama.cpp holds a sampled answer to (``LineForm``: assert lines only)."""

from __future__ import annotations

from openkoi.models.base import LineForm


def line_grammar(form: LineForm) -> str:
    """The GBNF grammar of ``form``: 1 to ``max_lines`` lines, each one of ``starts`` then
    characters up to ``max_chars`` in all, ended by a newline (the answer may end after
    any)."""
    lines = " | ".join(_start(s, form.max_chars) for s in form.starts)
    return f'root ::= line{{1,{form.max_lines}}}\nline ::= ({lines}) "\\n"\n'


def _start(start: str, max_chars: int) -> str:
    """A line that begins with ``start``, at most ``max_chars`` characters in all. A ``with``
    line holds its body after ``: `` on the same line (``with pytest.raises(E): f(x)``): a
    bare ``with ...:`` line says nothing on its own, and the next line is read alone."""
    room = max(0, max_chars - len(start))
    quoted = '"' + start.replace("\\", "\\\\").replace('"', '\\"') + '" '
    if start.startswith("with "):
        head = max(0, (room - 2) // 2)
        body = max(1, room - 2 - head)
        return quoted + f'[^\\n:]{{0,{head}}} ": " [^\\n ] [^\\n]{{0,{body - 1}}}'
    return quoted + f"[^\\n]{{0,{room}}}"
