"""Examples a sentence states one after another on a new object, in words.

"Example: on a new card, buy(5) returns 0, then buy(5) returns 1 and stamps is 2; then
buy(14) returns 3 and stamps is 0; redeem() then returns 2." (heldout38's
coffee_loyalty_module: none of it was read; three candidates that reset the stamps to 0 past
eight agreed with each other, and the writer's tests, each on a fresh card, were all
suspect). ``prose_sessions`` writes such a sentence as the doctest session it states::

    >>> card = LoyaltyCard()
    >>> card.buy(5)
    0
    >>> card.buy(5)
    1
    >>> card.stamps
    2
    ...

which ``sessions.session_examples`` reads as any other (each step after every step before).
Read only where nothing is guessed: the object is "a new <noun>" (or fresh, empty) where
exactly one class the code defines is named so or ends with it ("card": ``LoyaltyCard``);
each step is a call of one of the code's methods, with the value it returns or without, or
"<name> is <value>" of a name the task reads as an attribute elsewhere (``card.stamps``);
the sentence ends the session at its end or at the first step that is none of these.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from openkoi.engine.grounding.literals import call_end, literal_end

_NEW = re.compile(r"(?i)\b(?:on|with|for|given|take|using|from|start(?:ing)?\s+with)\s+"
                  r"(?:a|an)\s+(?:new|fresh|empty)\s+(?P<noun>[A-Za-z_]\w*)\s*[,:]\s*")
_SEPARATOR = re.compile(r"(?:\s*[,;]\s*|\s+)(?:and\s+)?(?:then\s+)?|\s*$")
_SAYS = re.compile(r"\s*(?:then\s+)?(?:returns?|gives?|is|==|->|=>)\s+")
_CALL = re.compile(r"(?:then\s+)?(?P<name>[A-Za-z_]\w*)\(")
_ATTRIBUTE = re.compile(r"(?:then\s+)?(?:(?:its|the)\s+)?(?P<name>[A-Za-z_]\w*)\s+(?:is|==)\s+")


def prose_sessions(task: str, classes: Collection[str], methods: Collection[str]) -> str:
    """Each sentence of ``task`` that states steps on "a new <noun>", as a doctest session
    (see the module's text); "" where there is none. ``classes``: the names of the classes
    the code defines; ``methods``: their methods' names."""
    sessions = []
    for line in task.splitlines():
        for new in _NEW.finditer(line):
            noun = new.group("noun")
            owners = [c for c in classes if c.lower() == noun.lower()
                      or (c.endswith(noun[:1].upper() + noun[1:].lower()) and len(c) > len(noun))]
            if len(owners) != 1 or not noun.isidentifier():
                continue
            var = noun.lower() if noun.lower() not in classes else "obj"
            steps = _steps(line, new.end(), var, task, methods)
            if any(value is not None for _, value in steps):
                session = [f">>> {var} = {owners[0]}()"]
                for source, value in steps:
                    session += [f">>> {source}"] + ([value] if value is not None else [])
                sessions.append("\n".join(session))
    return "\n\n".join(sessions)


def _steps(line: str, at: int, var: str, task: str, methods: Collection[str]
           ) -> list[tuple[str, str | None]]:
    """The steps of the sentence from ``at``: (the statement on ``var``, the value it gives
    or None), up to the sentence's end or the first part that is no step."""
    steps: list[tuple[str, str | None]] = []
    while at < len(line):
        call = _CALL.match(line, at)
        attribute = _ATTRIBUTE.match(line, at)
        if call and call.group("name") in methods and \
                (end := call_end(line, call.end() - 1)) is not None:
            source = f"{var}.{line[call.start('name'):end]}"
            says = _SAYS.match(line, end)
            value_end = literal_end(line, says.end()) if says else None
            if says and value_end is not None:
                steps.append((source, line[says.end():value_end]))
                at = value_end
            else:
                steps.append((source, None))
                at = end
        elif attribute and attribute.group("name") not in methods and \
                re.search(rf"\b{re.escape(var)}\.{re.escape(attribute.group('name'))}\b",
                          task) and (value_end := literal_end(line, attribute.end())):
            steps.append((f"{var}.{attribute.group('name')}", line[attribute.end():value_end]))
            at = value_end
        else:
            break
        if re.match(r"\.(?:\s|$)", line[at:]):
            break  # the sentence ends
        separator = _SEPARATOR.match(line, at)
        if separator is None or separator.end() == at:
            break
        at = separator.end()
    return steps
