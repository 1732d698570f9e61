"""A call whose result is a mapping, its parts named in words.

A bug report's: 'booking("jungle", date(2024, 6, 7), 2, 12.3) gave me a total of 177.0 and a
deposit of 59. It should be: ... total 162.0 and deposit 54.' (heldout53's bouncy_castle_fix:
no example was read). Where the function the task gave returns a dict with those keys, each
part the report says it should have is an example: ``booking(...)["total"] == 162.0``
(``keyed_examples``).

A spec's: a call on a line of its own, then one arrow line per part, 'pack_parcels(stock,
[("Smith", 4), ...])' over '-> packed: Smith, Okafor, Byrne' and '-> left: {"pasta": 2,
...}' (heldout54's food_bank_edit: no example was read), where the task names the key in
quotes ('"packed" (names that got a parcel, ...)'): ``pack_parcels(...)["packed"] ==
["Smith", "Okafor", "Byrne"]`` (``arrow_parts``). A part's value is a literal, or a list
of bare words each of which the call passes as a string.
"""

from __future__ import annotations

import ast
import re

from openkoi.engine.grounding.literals import call_end, literal_end
from openkoi.engine.grounding.reports import CALL_START

_NUMBER = r"-?\d+(?:\.\d+)?"
# what the code gives now: "gave me", "gives", "returned", "came out with"
_GAVE = re.compile(r"\s*,?\s*(?:gave|gives|returned|returns|came\s+out\s+with|comes\s+out\s+with"
                   r"|came\s+back\s+with|comes\s+back\s+with|tells|told)(?:\s+(?:me|us))?\s+",
                   re.I)
# a part as a count names it, the value first ("22 balls"), or a sum of money with no name
# ("£60.80"), which is the one key of the dict that names money: heldout57's
# crochet_yarn_fix, 'blanket(...) tells me 22 balls and £60.80, should be 21 balls and
# £57.60' (no example was read)
_COUNTED = re.compile(rf"(?P<value>{_NUMBER})\s+(?P<key>[A-Za-z_]\w*)\b")
_MONEY = re.compile(rf"[£$€](?P<value>{_NUMBER})\b")
_MONEY_KEYS = frozenset({"cost", "price", "total", "amount", "fee", "charge", "bill"})
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
            money = _money_key(keys[name])
            for key in sorted(keys[name]):
                values = re.findall(rf"\b{re.escape(key)}\b\s*(?:of|is|was|=|:|comes\s+to)?"
                                    rf"\s*[£$€]?({_NUMBER})\b", rest, re.I) or \
                    [m.group("value") for m in _COUNTED.finditer(rest)
                     if m.group("key").lower() == key] or \
                    ([m.group("value") for m in _MONEY.finditer(rest)] if key == money else [])
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
    money = _money_key(keys)
    while (part := _COUNTED.match(line, at) or _MONEY.match(line, at) or
           _PART.match(line, at)) is not None:
        key = money if part.re is _MONEY else part.group("key").strip().lower()
        if key not in keys:
            return [], at
        named.append(key)
        at = part.end()
        join = _JOIN.match(line, at)
        if join is None or _SHOULD.match(line, join.end()):
            break  # (", should be 21 balls": what follows is what is right)
        at = join.end()
    return named, at


def _money_key(keys: set[str]) -> str | None:
    """The one key of ``keys`` that names money, or None."""
    money = [k for k in keys if k.lower() in _MONEY_KEYS]
    return money[0] if len(money) == 1 else None


# a part on an arrow line of its own: "-> packed: Smith, Okafor, Byrne"
_ARROW_PART = re.compile(r"^\s*(?:->|=>|→)\s*(?P<key>[A-Za-z_]\w*)\s*:\s*(?P<value>\S.*?)\s*$")
# an aside after the value: "Novak (after Smith and Okafor there are only 2 tins ...)"
_ASIDE = re.compile(r"\s*(?:\([^()]*\))?\s*[.;]?\s*$")
_WORD = re.compile(r"[A-Za-z][\w'-]*(?: [A-Za-z][\w'-]*)?")


def arrow_parts(text: str) -> list[tuple[str, str]]:
    """(call with its key, value) for each arrow line under a call on a line of its own
    that names a key the text quotes ('"packed"') and a value ``_part_value`` reads."""
    lines = text.replace("`", "").splitlines()
    found: list[tuple[str, str]] = []
    for i, line in enumerate(lines):
        call = line.strip()
        start = CALL_START.match(call)
        if start is None or call_end(call, start.end() - 1) != len(call):
            continue
        try:
            node = ast.parse(call, mode="eval").body
        except SyntaxError:
            continue
        strings = {n.value for n in ast.walk(node)
                   if isinstance(n, ast.Constant) and isinstance(n.value, str)}
        for below in lines[i + 1:]:
            part = _ARROW_PART.match(below)
            if part is None:
                break
            key = part.group("key")
            if not re.search(rf"[\"']{re.escape(key)}[\"']", text):
                continue
            value = _part_value(part.group("value"), strings)
            if value is not None:
                found.append((f"{call}[{key!r}]", value))
    return found


def _part_value(said: str, strings: set[str]) -> str | None:
    """A literal that is all of ``said`` but an aside in brackets; or, where ``said`` lists
    bare words ("Smith, Okafor and Byrne") each of which ``strings`` holds, the list of them;
    None otherwise."""
    end = literal_end(said, 0)
    if end is not None and _ASIDE.fullmatch(said, end):
        return said[:end]
    words = _ASIDE.sub("", said)
    items = [w.strip() for w in re.split(r",\s*(?:and\s+)?|\s+and\s+", words)]
    if items and all(_WORD.fullmatch(w) and w in strings for w in items):
        return repr(items)
    return None
