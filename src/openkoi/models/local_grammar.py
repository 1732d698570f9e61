"""The GBNF grammar llama.cpp holds a sampled answer to (``LineForm``: assert lines only)."""

from __future__ import annotations

from openkoi.models.base import LineForm


def line_grammar(form: LineForm) -> str:
    """The GBNF grammar of ``form``: 1 to ``max_lines`` lines, each one of ``starts`` then
    characters up to ``max_chars`` in all, ended by a newline (the answer may end after
    any)."""
    lines = " | ".join(
        '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '" '
        + f"[^\\n]{{0,{max(0, form.max_chars - len(s))}}}" for s in form.starts)
    return f'root ::= line{{1,{form.max_lines}}}\nline ::= ({lines}) "\\n"\n'
