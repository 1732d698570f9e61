"""Data a task shows, passed to the calls after it that name no argument.

"For example with this log:" over the log's lines, then 'calendar_progress gives "3/366
days (0.8%)"' (heldout55's geocache_log_edit), or "Example:" over the weighings and
'parse_weighings gives {"Prickles": [...], ...}', 'release_list gives ["Mrs Tiggy"]'
(heldout55's hedgehog_rescue_module): the calls name no argument, so no example ran, and
both runs ended unverified. ``shown_data_text`` writes the argument out:
``calendar_progress(parse_log(['2023-01-01 | GC1A2B3 | ...', ...])) gives "3/366 days
(0.8%)"``, for ``stated_examples`` to read.

Read only where nothing is guessed:

- the data: the lines under a line that ends with a colon (or with "with this log" and its
  like, no colon), up to a blank line (or inside a fence), two or more, none a line of
  code or a command (a call, an arrow, ``>>>``, ``$``);
- the call: a function the code defines that the task did not give (a report on the given
  code's output may state the bug's value: heldout54's maple_syrup_fix), named bare or with
  empty brackets, maybe "on those lines", after the data and before the next shown data,
  then a verb that states its result ("gives", "returns", "should give");
- its argument: its one required parameter is ``lines`` (the shown lines, a list of
  strings) or ``text`` (them as one string), or a name the task says is what a function of
  that kind gives ("entries as parse_log gives them", "hogs is what parse_weighings gives"):
  that function on the shown lines;
- a name in a call's argument list (of any function, given or new) that one function of
  the given code gives back by that name (``return loans``) and takes the lines or the
  text: that function on the shown lines, unless the task binds the name itself.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Collection, Mapping
from functools import partial

from openkoi.engine.grounding.bindings import write_out
from openkoi.engine.grounding.bounds import Signature

RAW = {"lines": lambda lines: repr(lines), "text": lambda lines: repr("\n".join(lines) + "\n")}
_CODE = re.compile(r"^\s*(?:>>>|\$\s|python3?\s)|->|=>|→|==|(?<![\w.])[A-Za-z_]\w*\(")
_FENCE = re.compile(r"^\s*(?:```|~~~)")
_STATES = (r"(?=\s+(?:gives|returns|should\s+(?:give|return)|comes?\s+(?:out\s+)?(?:as|with))"
           r"\b)")
# what shown data is called: "on those lines", "and with this log"
_DATA = r"(?:lines?|log|file|data|text|input|list|example|entries|records|readings)"
_ON = (r"(?:\s+(?:on|for|with|from)\s+(?:th(?:ose|ese|is|at|e)|my)\s+(?:\w+\s+)?"
       rf"{_DATA}\b)?")


def shown_data_text(task: str, sigs: Mapping[str, Signature], given: Collection[str],
                    returned: Mapping[str, str] | None = None) -> str | None:
    """``task`` with the shown data written out as the argument of each call after it that
    names none (the module's text); None where there is none. ``sigs``: the code's
    top-level functions; ``given``: the names the code as the task gave it defines;
    ``returned``: the names the given code's functions give back (``bounds.returned_names``)."""
    blocks = shown_blocks(task)
    if not blocks:
        return None
    out: list[str] = []
    at = 0
    said = [v for v in dict.fromkeys(_BOUND.findall(task)) if v not in sigs]
    intros = [_intro(task, start) for start, _end, _lines in blocks]
    labels = [_label(intro) for intro in intros]
    for n, (_start, end, lines) in enumerate(blocks):
        stop = blocks[n + 1][0] if n + 1 < len(blocks) else len(task)
        region = task[end:stop]
        args = {f: arg for f in sigs if f not in given
                and (arg := _argument(task, f, sigs, lines)) is not None}
        written = region
        if args:
            names = "|".join(re.escape(f) for f in sorted(args, key=len, reverse=True))
            call = re.compile(rf"(?<![\w.`'\"])(?P<f>{names})(?:\(\))?{_ON}{_STATES}")
            written = call.sub(partial(_written, args), region)
        # a name the task says is what a function gives, in the argument list of a call of
        # a new function: "best_spots(finds, "penny bun") should be [...]", where "finds is
        # the list parse_log gives back" (heldout56's foraging_log_edit)
        parts = written.splitlines(keepends=True)
        for var in said:
            if (value := _bound_to(task, var, sigs, lines)) is not None:
                write_out(parts, var, value, 0, only=set(sigs) - set(given))
        # the shown lines by their parameter's own name, in a call of a new function that
        # takes them so: 'invoice(lines, "amy", 2024, 3) is {...}' after the log (heldout57's
        # tutor_invoice_module: neither example on the log was run)
        # ... and the name ``lines`` in a call of any function the code defines, where the
        # task calls the data so: "With these lines from my log.txt:", then
        # "stations_worked([parse_contact(line) for line in lines]) gives {...}" (heldout62's
        # ham_radio_fix: nothing ran the code)
        for var, raw in RAW.items():
            takes = set(sigs) if var == "lines" and _CALLED_LINES.search(intros[n]) else {
                f for f in sigs if f not in given and var in sigs[f].required}
            if var not in said and takes and not _assigned(task, var):
                write_out(parts, var, raw(lines), 0, only=takes)
        # a name the given code's reader gives back, in a call after the data: "With this
        # loans book:" and its lines, then "overdue(loans, date(2024, 4, 10)) should be
        # [...]", where parse_loans(text) ends "return loans" (heldout61's toy_library_edit:
        # nothing ran the code)
        # (the data of the file named for it where the task shows several files: "with this
        # units.txt:" and "this lets.txt:", then "statement(units, lets, 2024, 2)", heldout62's
        # self_storage_edit: units was read from the lets)
        for var, reader in (returned or {}).items():
            source = _source_block(var, reader, labels, n)
            value = None if source is None else _reader_call(reader, sigs, blocks[source][2])
            if var in said or var in RAW or var in sigs or value is None or _assigned(task, var):
                continue
            write_out(parts, var, value, 0, only=set(sigs) - {reader})
        written = "".join(parts)
        if written != region:
            out.append(task[at:end] + written)
            at = stop
    if not out:
        return None
    return "".join(out) + task[at:]


def _assigned(task: str, var: str) -> bool:
    """Whether a line of the task binds ``var`` itself (``loans = [...]``)."""
    return re.search(rf"(?m)^\W*{re.escape(var)}\s*=(?!=)", task) is not None


def _intro(task: str, start: int) -> str:
    """The line that introduces the data block starting at ``start``."""
    end = task.find("\n", start)
    return task[start:] if end < 0 else task[start:end]


_CALLED_LINES = re.compile(r"\b(?:th(?:ese|ose)|the)\s+lines\b", re.I)
_FILE = re.compile(r"(?<![\w.])([A-Za-z_][\w-]*)\.[A-Za-z]{1,5}(?![\w(])")


def _label(intro: str) -> str | None:
    """The stem of the file an intro line names last ("with this units.txt:" -> units)."""
    names = _FILE.findall(intro)
    return names[-1].lower() if names else None


def _source_block(var: str, reader: str, labels: list[str | None], n: int) -> int | None:
    """Which of the blocks up to ``n`` holds the data ``var`` stands for: the last one named
    for it (its file's stem is ``var`` or ends ``reader``'s name, ``parse_units`` and
    units.txt), else block ``n``; None where several blocks name files and none is its."""
    named = [i for i in range(n + 1) if (label := labels[i]) is not None
             and (label == var.lower() or reader.lower().endswith("_" + label))]
    if named:
        return named[-1]
    if sum(label is not None for label in labels) > 1:
        return None
    return n


def _written(args: Mapping[str, str], m: re.Match[str]) -> str:
    return f"{m.group('f')}({args[m.group('f')]})"


def _argument(task: str, func: str, sigs: Mapping[str, Signature],
              lines: list[str]) -> str | None:
    """``func``'s argument on the shown ``lines``, as Python text; None where it is not
    one of the kinds the module's text names."""
    required = sigs[func].required
    if len(required) != 1:
        return None
    param = required[0]
    if param in RAW:
        return RAW[param](lines)
    return _bound_to(task, param, sigs, lines, func)


_SAID_TO_BE = (r"\s+(?:is|are|as)\s+(?:just\s+)?(?:(?:the|a)\s+(?:list|dict|result)\s+)?"
               r"(?:what\s+)?(?P<g>[A-Za-z_]\w*)(?:\(\))?\s+(?:gives|returns)\b")
_BOUND = re.compile(r"(?<![\w.])([a-z_]\w*)(?=" + _SAID_TO_BE.replace("(?P<g>", "(?:") + ")")


def _bound_to(task: str, name: str, sigs: Mapping[str, Signature], lines: list[str],
              func: str | None = None) -> str | None:
    """What the task says ``name`` is, on the shown ``lines``: "finds is the list parse_log
    gives back" -> ``parse_log([...])``, where that function takes the lines or the text;
    None where the task says no one such thing (``func``: the function being called, never
    its own argument's source)."""
    bound = re.compile(rf"(?<![\w.]){re.escape(name)}{_SAID_TO_BE}")
    found = {m.group("g") for m in bound.finditer(task)}
    if len(found) != 1:
        return None
    inner = found.pop()
    return None if inner == func else _reader_call(inner, sigs, lines)


def _reader_call(reader: str, sigs: Mapping[str, Signature], lines: list[str]) -> str | None:
    """``reader`` called on the shown ``lines``, where its one required parameter takes the
    lines or the text (``RAW``); None otherwise."""
    sig = sigs.get(reader)
    if sig is None or len(sig.required) != 1 or sig.required[0] not in RAW:
        return None
    return f"{reader}({RAW[sig.required[0]](lines)})"


# a line that introduces data without a colon: "and with this log" over its lines
# (heldout60's blood_pressure_module: the log was not read as data, so the call after it was
# given the bulleted lines of an earlier colon, and its right code failed the example)
_INTRO = re.compile(r"\b(?:with|for|on|from|given)\s+(?:th(?:is|ese)|the\s+following|my)\s+"
                    rf"(?:\w+\s+)?{_DATA}\s*$", re.I)


def shown_blocks(task: str) -> list[tuple[int, int, list[str]]]:
    """(start, end, lines) of each block of data the task shows (the module's text), in
    order; start and end are offsets in ``task``."""
    found: list[tuple[int, int, list[str]]] = []
    lines = task.splitlines(keepends=True)
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line))
    i = 0
    while i < len(lines):
        if not (lines[i].rstrip().endswith(":") or _INTRO.search(lines[i])):
            i += 1
            continue
        k = i + 1
        while k < len(lines) and not lines[k].strip():
            k += 1
        fenced = k < len(lines) and _FENCE.match(lines[k]) is not None
        first = k + 1 if fenced else k
        last = first
        while last < len(lines) and (not _FENCE.match(lines[last]) if fenced
                                     else lines[last].strip()):
            last += 1
        if fenced and last >= len(lines):
            i = k + 1
            continue  # a fence that does not close
        block = textwrap.dedent("".join(lines[first:last])).splitlines()
        block = [ln.rstrip() for ln in block]
        end = last + 1 if fenced else last
        if len([ln for ln in block if ln.strip()]) >= 2 and \
                not any(_CODE.search(ln) for ln in block):
            found.append((offsets[i], offsets[end], block))
        i = max(end, i + 1)
    return found
