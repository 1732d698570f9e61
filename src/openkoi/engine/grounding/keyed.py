"""A bug report's call whose result is a mapping, its parts named in words: 'booking("jungle",
date(2024, 6, 7), 2, 12.3) gave me a total of 177.0 and a deposit of 59. It should be: ...
total 162.0 and deposit 54.' (heldout53's bouncy_castle_fix: no example was read). Where the
function the task gave returns a dict with those keys, each part the report says it should
have is an example: ``booking(...)["total"] == 162.0``.
"""

from __future__ import annotations

import ast
import re

from openkoi.engine.grounding.literals import call_end
from openkoi.engine.grounding.reports import CALL_START

# what the code gives now: "gave me", "gives", "returned", "came out with"
_GAVE = re.compile(r"\s*,?\s*(?:gave|gives|returned|returns|came\s+out\s+with|comes\s+out\s+with"
                   r"|came\s+back\s+with|comes\s+back\s+with)(?:\s+(?:me|us))?\s+", re.I)
_NUMBER = r"-?\d+(?:\.\d+)?"
# a part as the report names it: "a total of 177.0", "the deposit 59", "total: 162.0"
_PART = re.compile(rf"(?:(?:a|an|the)\s+)?(?P<key>[A-Za-z_][\w ]{{0,24}}?)\s*(?:of|is|was|=|:)?"
                   rf"\s*[£$€]?(?P<value>{_NUMBER})\b")
_JOIN = re.compile(r"\s*(?:,\s*(?:and\s+)?|\s+and\s+)")
_SHOULD = re.compile(r"\b(?:should|ought\s+to|supposed\s+to|must)\b", re.I)


def dict_keys(source: str) -> dict[str, set[str]]:
    """Function name -> the string keys of the dict literals it returns."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return {}
    out: dict[str, set[str]] = {}
    for fn in ast.walk(tree):
        if not isinstance(fn, ast.FunctionDef):
            continue
        for node in ast.walk(fn):
            if isinstance(node, ast.Return) and isinstance(node.value, ast.Dict):
                keys = {k.value for k in node.value.keys
                        if isinstance(k, ast.Constant) and isinstance(k.value, str)}
                out.setdefault(fn.name, set()).update(keys)
    return out


def keyed_examples(text: str, keys: dict[str, set[str]]) -> list[tuple[str, str]]:
    """(call with its key, value) for each part a report's line says a call's mapping should
    hold, where the call's function returns a dict with that key (``keys``: ``dict_keys``)
    and the line names the parts the call gives now first."""
    found: list[tuple[str, str]] = []
    for line in text.replace("`", "").splitlines():
        at = 0
        while (start := CALL_START.search(line, at)) is not None:
            end = call_end(line, start.end() - 1)
            at = start.end() if end is None else end
            name = start.group(0)[:-1]
            if end is None or name not in keys:
                continue
            gave = _GAVE.match(line, end)
            if gave is None:
                continue
            named, pos = _parts(line, gave.end(), keys[name])
            should = _SHOULD.search(line, pos)
            if not named or should is None:
                continue
            rest = line[should.end():]
            nxt = CALL_START.search(rest)
            rest = rest[:nxt.start()] if nxt and nxt.group(0)[:-1] in keys else rest
            right = {}
            for key in sorted(keys[name]):
                values = re.findall(rf"\b{re.escape(key)}\b\s*(?:of|is|was|=|:|comes\s+to)?"
                                    rf"\s*[£$€]?({_NUMBER})\b", rest, re.I)
                if values:
                    right[key] = values[-1]
            if not set(named) <= set(right):
                continue  # each part it gives now said again as it should be, or none read
            call = line[start.start():end]
            found += [(f"{call}[{key!r}]", value) for key, value in right.items()]
    return found


def _parts(line: str, at: int, keys: set[str]) -> tuple[list[str], int]:
    """The keys of ``keys`` a run of parts at ``at`` names ("a total of 177.0 and a deposit
    of 59"), and where the run ends; none where a part is no key."""
    named: list[str] = []
    while (part := _PART.match(line, at)) is not None:
        key = part.group("key").strip().lower()
        if key not in keys:
            return [], at
        named.append(key)
        at = part.end()
        join = _JOIN.match(line, at)
        if join is None:
            break
        at = join.end()
    return named, at
