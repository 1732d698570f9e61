"""The GBNF grammar of a line form (``models.local_grammar``): the text llama.cpp is given.

The decoding itself is proven on the real embedded runtime in tests/e2e/test_embedded_model.py;
here, what the grammar says for each part of a ``LineForm``."""

from __future__ import annotations

from openkoi.models.base import LineForm
from openkoi.models.local_grammar import line_grammar


def test_lines_begin_with_a_start_and_keep_to_the_count() -> None:
    grammar = line_grammar(LineForm(starts=("assert ",), max_lines=3, max_chars=20))
    assert grammar == 'root ::= line{1,3}\nline ::= ("assert " [^\\n]{0,13}) "\\n"\n'


def test_a_with_line_holds_its_body_on_the_same_line() -> None:
    grammar = line_grammar(LineForm(starts=("with pytest.raises(",), max_lines=2, max_chars=60))
    # the context part has no colon, then ": ", then a body that starts with a character
    assert '"with pytest.raises(" [^\\n:]{0,19} ": " [^\\n ] [^\\n]{0,19}' in grammar
    assert 19 + 19 + 2 + 1 + 19 == 60  # the start, the context, ": ", the body: max_chars

